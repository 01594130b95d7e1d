/** The public face of the manifest-import module: what other modules may use. */
export { manifestImportRoutes } from './manifest-import.routes.js';
export { type ManifestImportService, type ManifestImportDeps, createManifestImportService, MANIFEST_SHEET_LIMITS } from './manifest-import.service.js';
export { manifestCsv } from './manifest-csv.js';

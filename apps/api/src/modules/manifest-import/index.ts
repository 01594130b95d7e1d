/** The public face of the manifest-import module: what other modules may use. */
import { createManifestImportService } from './manifest-import.service.js';
import { manifestImportRepository } from './manifest-import.repository.js';
export { manifestImportRoutes } from './manifest-import.routes.js';
export { type ManifestImportService, type ManifestImportDeps, createManifestImportService, MANIFEST_SHEET_LIMITS } from './manifest-import.service.js';
export { manifestCsv } from './manifest-csv.js';

/** The composition root's factory: the service, built with this module's own repository. */
export const createManifestImportModule = (deps: Omit<Parameters<typeof createManifestImportService>[0], 'repo'>) => createManifestImportService({ ...deps, repo: manifestImportRepository });

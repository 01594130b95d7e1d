import type { FastifyInstance } from 'fastify';
import { manifestImport } from '@gavel/contract';
import { route } from '../../platform/http/route.js';
import type { AppDeps } from '../../platform/deps.js';

/** Operator console: manifest spreadsheet import (preview, then confirm). */
export function manifestImportRoutes(app: FastifyInstance, { services }: AppDeps) {
  route(app, manifestImport.getManifestImport, async ({ params, user }) => ({
    status: 'success',
    data: await services.manifestImport.get(user!, params.id),
  }));

  route(app, manifestImport.previewManifestImport, async ({ params, body, user, files }) => ({
    status: 'success',
    data: await services.manifestImport.preview(user!, params.id, files, body.mapping),
  }));

  route(app, manifestImport.confirmManifestImport, async ({ params, body, user, req }) => ({
    status: 'success',
    data: await services.manifestImport.confirm(user!, params.id, body.token, req.ip, body.mapping),
  }));
}

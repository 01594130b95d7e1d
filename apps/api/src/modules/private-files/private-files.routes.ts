import path from 'node:path';
import fs from 'node:fs/promises';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/http/errors.js';
import { privateFolders } from '../../platform/files/file-store.js';
import { createUrlSigner } from '../../platform/files/signed-url.js';
import { privateFilesRepository } from './private-files.repository.js';

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Private files (bid-status spreadsheets, tax-exempt documents) are never under the public
 * /uploads/ folder. They are read here, by their owner or staff only, never cached:
 *
 * - `GET /api/files/bid-status/:lotId`: the caller's last bulk-bid outcome for a lot. The bearer
 *   token, or the short-lived link `downloadBidStatus` answers (signed for that user).
 *   Staff may add `?user_id=` to read a buyer's.
 * - `GET /api/files/tax-documents/:name`: a member of the company that registered with it, or staff.
 *
 * Plain routes, not contract endpoints: they answer files, not JSON (docs/security.md).
 */
export function privateFilesRoutes(app: FastifyInstance, deps: AppDeps) {
  const signer = createUrlSigner(deps.config.FILE_URL_SECRET);
  const { db, files } = deps;

  const send = (reply: FastifyReply, data: Buffer, type: string, fileName: string) =>
    reply
      .header('cache-control', 'no-store')
      .header('content-type', type)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`)
      .send(data);

  app.get<{ Params: { lotId: string }; Querystring: Record<string, string> }>('/api/files/bid-status/:lotId', { schema: { hide: true } }, async (req, reply) => {
    const lotId = Number(req.params.lotId);
    if (!Number.isSafeInteger(lotId) || lotId <= 0) throw new AppError('NOT_FOUND');
    const staff = !!req.user && (req.user.isAdmin || req.user.isEmployee);
    const signedFor = signer.verify(`/api/files/bid-status/${lotId}`, req.query);
    const userId = staff && req.query.user_id ? Number(req.query.user_id) : (req.user?.id ?? signedFor);
    if (userId == null || !Number.isSafeInteger(userId)) throw new AppError('UNAUTHENTICATED');
    const fileName = await deps.services.bulkBids.bidStatusFileName(userId, lotId);
    if (!fileName || !(await files.exists(privateFolders.bidStatus, fileName))) throw new AppError('NOT_FOUND');
    return send(reply, await files.read(privateFolders.bidStatus, fileName), xlsxType, `bid-status-${lotId}.xlsx`);
  });

  app.get<{ Params: { name: string } }>('/api/files/tax-documents/:name', { schema: { hide: true } }, async (req, reply) => {
    const user = req.user;
    if (!user) throw new AppError('UNAUTHENTICATED');
    const doc = /^[a-f0-9]{48}\.[a-z]{2,4}$/.test(req.params.name) ? await privateFilesRepository.taxDocument(db, req.params.name) : null;
    const staff = user.isAdmin || user.isEmployee;
    // Not found, not yours: the same answer, so names cannot be probed.
    if (!doc || !(staff || (doc.companyId != null && doc.companyId === user.companyId))) throw new AppError('NOT_FOUND');
    if (!(await files.exists(privateFolders.taxDocuments, doc.fileName))) throw new AppError('NOT_FOUND');
    return send(reply, await files.read(privateFolders.taxDocuments, doc.fileName), doc.contentType, doc.originalName);
  });

  // Files stored before they became private move out of the public folder at start.
  app.addHook('onReady', async () => {
    await movePrivateFilesOutOfPublic(deps).catch((err: unknown) => deps.logger.warn({ err }, 'moving private files failed'));
  });
}

/** Tax documents (were in uploads/documents), bid-status and bid files (were in uploads/product_csv). */
export async function movePrivateFilesOutOfPublic({ db, files }: Pick<AppDeps, 'db' | 'files'>) {
  const names = await privateFilesRepository.referencedNames(db);
  const move = async (from: string, to: string, name: string) => {
    if (!(await files.exists(from, name))) return;
    await files.put(to, name, await files.read(from, name));
    await files.remove(from, name);
  };
  for (const n of names.taxDocuments) await move('documents', privateFolders.taxDocuments, n);
  for (const n of names.bidStatus) await move('product_csv', privateFolders.bidStatus, n);
  const publicCsv = path.join(files.root, 'product_csv');
  const uploadedBids = await fs.readdir(publicCsv).catch(() => [] as string[]);
  for (const n of uploadedBids.filter((f) => /^bid-\d+-[\w-]+\.(csv|xlsx?)$/.test(f))) await move('product_csv', privateFolders.bidFiles, n);
}

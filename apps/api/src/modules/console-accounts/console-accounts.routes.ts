import type { FastifyInstance } from 'fastify';
import { consoleAccounts } from '@gavel/contract';
import { assertAccess, route } from '../../platform/http/route.js';
import { AppError } from '../../platform/http/errors.js';
import type { AppDeps } from '../../platform/deps.js';
import { privateFolders } from '../../platform/files/file-store.js';

/**
 * Operator console: buyers' accounts and seller requests (staff only). Deactivation is
 * admin.deactivateUser and invitations registration.inviteUser: the console calls those.
 */
export function consoleAccountsRoutes(app: FastifyInstance, deps: AppDeps) {
  const service = deps.services.consoleAccounts;
  const by = (user: { id: number } | null, ip: string) => ({ actorId: user!.id, ip });

  route(app, consoleAccounts.listAccounts, async ({ query }) => ({
    status: 'success',
    data: await service.list({ q: query.q || undefined, status: query.status, role: query.role, page: query.page, perPage: query.per_page }),
  }));
  route(app, consoleAccounts.getAccount, async ({ params }) => ({ status: 'success', data: { account: await service.get(params.id) } }));
  route(app, consoleAccounts.approveAccount, async ({ params, user, req }) => ({
    status: 'success',
    message: 'Account approved',
    data: { account: await service.approve(by(user, req.ip), params.id) },
  }));
  route(app, consoleAccounts.reactivateAccount, async ({ params, user, req }) => ({
    status: 'success',
    message: 'Account reactivated',
    data: { account: await service.reactivate(by(user, req.ip), params.id) },
  }));
  route(app, consoleAccounts.listSellerRequests, async ({ query }) => ({
    status: 'success',
    data: await service.sellerRequests({ status: query.status, page: query.page, perPage: query.per_page }),
  }));
  route(app, consoleAccounts.acceptSellerRequest, async ({ params, body, user, req }) => ({
    status: 'success',
    message: 'Seller account created',
    data: { request: await service.acceptSellerRequest(by(user, req.ip), params.id, body.language) },
  }));
  route(app, consoleAccounts.declineSellerRequest, async ({ params, body, user, req }) => ({
    status: 'success',
    message: 'Seller request declined',
    data: { request: await service.declineSellerRequest(by(user, req.ip), params.id, body.reason, body.language) },
  }));

  /**
   * A buyer's tax-exempt document, for staff only: a file, so a plain route (like
   * modules/private-files). Stored outside the public uploads folder; never cached.
   */
  app.get<{ Params: { id: string; docId: string } }>('/api/admin/accounts/:id/tax-documents/:docId', { schema: { hide: true } }, async (req, reply) => {
    assertAccess('staff', req.user);
    const [userId, docId] = [Number(req.params.id), Number(req.params.docId)];
    if (!Number.isSafeInteger(userId) || userId <= 0 || !Number.isSafeInteger(docId) || docId <= 0) throw new AppError('NOT_FOUND');
    const doc = await service.taxDocument(userId, docId);
    if (!doc || !(await deps.files.exists(privateFolders.taxDocuments, doc.fileName))) throw new AppError('NOT_FOUND');
    return reply
      .header('cache-control', 'no-store')
      .header('content-type', doc.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `attachment; filename="${doc.originalName.replace(/[^\w.-]/g, '_')}"`)
      .send(await deps.files.read(privateFolders.taxDocuments, doc.fileName));
  });
}

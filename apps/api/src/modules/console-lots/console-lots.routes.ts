import type { FastifyInstance } from 'fastify';
import { admin, consoleLots, lotsBulk } from '@gavel/contract';
import { route } from '../../platform/http/route.js';
import type { AppDeps } from '../../platform/deps.js';
import type { AuthUser } from '../../platform/http/auth.js';

/** The console's lots (issue 10): every call `console` (staff: any lot; a seller: its own), except the seller list (staff). */
const actor = (user: AuthUser, ip: string) => ({ ...user, ip });

export function consoleLotsRoutes(app: FastifyInstance, { services }: AppDeps) {
  const s = services.consoleLots;
  route(app, consoleLots.listLots, async ({ query, user, req }) => ({ status: 'success', data: await s.list(actor(user!, req.ip), query) }));
  route(app, consoleLots.listSellers, async () => ({ status: 'success', data: await s.sellers() }));
  route(app, admin.createLot, async ({ body, user, req }) => ({ status: 'success', data: { id: await s.create(actor(user!, req.ip), body) } }));
  route(app, consoleLots.getLot, async ({ params, user, req }) => ({ status: 'success', data: await s.get(actor(user!, req.ip), params.id) }));
  route(app, consoleLots.updateLot, async ({ params, body, user, req }) => ({ status: 'success', data: await s.update(actor(user!, req.ip), params.id, body) }));
  route(app, consoleLots.scheduleLot, async ({ params, body, user, req }) => ({ status: 'success', data: await s.schedule(actor(user!, req.ip), params.id, body.date_added) }));
  route(app, consoleLots.publishLot, async ({ params, user, req }) => ({ status: 'success', data: await s.publish(actor(user!, req.ip), params.id) }));
  route(app, consoleLots.withdrawLot, async ({ params, body, user, req }) => ({ status: 'success', data: await s.withdraw(actor(user!, req.ip), params.id, body.reason) }));
  route(app, consoleLots.relistLot, async ({ params, body, user, req }) => ({ status: 'success', data: await s.relist(actor(user!, req.ip), params.id, body) }));
  route(app, consoleLots.uploadLotImages, async ({ params, files, user, req }) => ({ status: 'success', data: await s.uploadImages(actor(user!, req.ip), params.id, files) }));
  route(app, consoleLots.reorderLotImages, async ({ params, body, user, req }) => ({ status: 'success', data: await s.reorderImages(actor(user!, req.ip), params.id, body.ids) }));
  route(app, lotsBulk.bulkPreview, async ({ files, user, req }) => ({ status: 'success', data: await s.bulkPreview(actor(user!, req.ip), files) }));
  route(app, lotsBulk.bulkConfirm, async ({ files, user, req }) => ({ status: 'success', data: { ids: await s.bulkConfirm(actor(user!, req.ip), files) } }));
  route(app, lotsBulk.lotBulkAction, async ({ body, user, req }) => ({ status: 'success', data: await s.bulkAction(actor(user!, req.ip), body) }));
  route(app, consoleLots.deleteLotImage, async ({ params, user, req }) => ({ status: 'success', data: await s.deleteImage(actor(user!, req.ip), params.id, params.imageId) }));
}

import type { FastifyInstance } from 'fastify';
import { notifications } from '@gavel/contract';
import { route } from '../../platform/http/route.js';
import type { AppDeps } from '../../platform/deps.js';

export function notificationsRoutes(app: FastifyInstance, { notifications: service }: AppDeps) {
  route(app, notifications.getNotifications, async ({ user }) => ({ status: 'success', ...(await service.list(user!.id)) }));
  route(app, notifications.markNotificationRead, async ({ user, params }) => ({
    status: 'success',
    message: 'Notification marked read',
    unread: await service.markRead(user!.id, params.id),
  }));
  route(app, notifications.markAllNotificationsRead, async ({ user }) => ({
    status: 'success',
    message: 'All notifications marked read',
    unread: await service.markAllRead(user!.id),
  }));
  route(app, notifications.clearNotifications, async ({ user }) => ({
    status: 'success',
    message: 'Notifications cleared',
    unread: await service.clear(user!.id),
  }));
  route(app, notifications.listSavedSearches, async ({ user }) => ({ status: 'success', data: await service.savedSearches(user!.id) }));
  route(app, notifications.saveSearch, async ({ user, body }) => ({
    status: 'success',
    message: 'Search saved',
    data: await service.saveSearch(user!.id, body),
  }));
  route(app, notifications.deleteSavedSearch, async ({ user, params }) => {
    await service.deleteSavedSearch(user!.id, params.id);
    return { status: 'success', message: 'Saved search deleted' };
  });
}

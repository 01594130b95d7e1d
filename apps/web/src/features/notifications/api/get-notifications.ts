import { useQuery } from '@tanstack/react-query';
import type { notifications, ResponseOf } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';
import { notificationKeys } from './keys';

export type BellList = ResponseOf<typeof notifications.getNotifications>;

/** GET notification: the bell list (bellNotify) and the unread count (the endpoint loads on demand: the header reads it on every page). */
export const getNotifications = (): Promise<BellList> => callApi(() => import('@gavel/contract/notifications').then((m) => m.getNotifications), {});

export const useNotifications = (enabled: boolean) =>
  useQuery({ queryKey: notificationKeys.list(), queryFn: getNotifications, enabled, staleTime: 30_000 });

import { useQuery } from '@tanstack/react-query';
import { notifications, type ResponseOf } from '@gavel/contract';
import { callApi } from '../../../lib/api-client';
import { notificationKeys } from './keys';

export type BellList = ResponseOf<typeof notifications.getNotifications>;

/** GET notification: the bell list (bellNotify) and the unread count. */
export const getNotifications = (): Promise<BellList> => callApi(notifications.getNotifications, {});

export const useNotifications = (enabled: boolean) =>
  useQuery({ queryKey: notificationKeys.list(), queryFn: getNotifications, enabled, staleTime: 30_000 });

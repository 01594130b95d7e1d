import { useSession } from '../../../lib/session/session-context';
import { useUnreadMessages } from '../../../features/messages/hooks/use-unread-messages';
import { useUnreadNotifications } from '../../../features/notifications/hooks/use-unread-notifications';
/** Unread notifications and messages for the header badges, kept live over the socket. */
export function useUnreadCounts(): { notifications: number; messages: number } {
  const signedIn = useSession().status === 'authenticated';
  const messages = useUnreadMessages(signedIn);
  const notifications = useUnreadNotifications(signedIn);
  return { notifications, messages };
}

import { useMessagesOverview } from '../api/get-messages';
import { useLiveMessages } from './use-live-messages';

/** The header's mail badge: unread messages of the signed-in user, live. */
export function useUnreadMessages(enabled: boolean): number {
  useLiveMessages();
  const { data } = useMessagesOverview(0, enabled);
  return enabled ? (data?.messageunreadcount ?? 0) : 0;
}

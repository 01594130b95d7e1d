/**
 * Unread notifications and messages for the header badges. The notifications
 * and messages features will supply the real counts (GET messages, bell list,
 * `sendmessage` events); until then both are zero.
 */
export function useUnreadCounts(): { notifications: number; messages: number } {
  return { notifications: 0, messages: 0 };
}

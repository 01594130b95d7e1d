import { messageImagePath, type MessageRecord, type SellerThread } from '@gavel/contract';
import type { ConversationRow, ConversationSummary, MessageRow } from './messages.repository.js';

/** A message row → the spec's message record, from the viewer's side. */
export function presentMessage(m: MessageRow, conv: ConversationRow, viewerId: number): MessageRecord {
  const otherId = conv.buyerId === viewerId ? conv.sellerId : conv.buyerId;
  return {
    id: m.id,
    from_id: m.fromId,
    to_id: m.toId,
    message: m.body,
    image: m.imageFile ? 1 : 0,
    img_basename: m.imageFile ?? '',
    img_url: m.imageFile ? messageImagePath(m.imageFile) : '',
    date_sent: m.createdAt.toISOString(),
    sellermsgpost: otherId,
    projectmsgpost: conv.lotId,
    status: 'open',
    fromadmin: 0,
    attachinsidename: m.imageFile ?? '',
    attachorginalname: m.imageOriginalName ?? '',
    mine: m.fromId === viewerId ? 1 : 0,
  };
}

/** Messages grouped by their (UTC) date, oldest first: the spec's `actualmessages` with a `datearray` per date. */
export function presentThread(rows: MessageRow[], conv: ConversationRow, viewerId: number) {
  const days: { date: string; datearray: MessageRecord[] }[] = [];
  for (const m of rows) {
    const date = m.createdAt.toISOString().slice(0, 10);
    let day = days[days.length - 1];
    if (!day || day.date !== date) days.push((day = { date, datearray: [] }));
    day.datearray.push(presentMessage(m, conv, viewerId));
  }
  return days;
}

/** Conversation summaries (newest first) → one thread per other party, with its lot conversations. */
export function groupByOther(rows: ConversationSummary[]): SellerThread[] {
  const byOther = new Map<number, SellerThread>();
  for (const r of rows) {
    let t = byOther.get(r.otherId);
    if (!t) {
      t = {
        userid: r.otherId,
        username: r.otherName,
        sellerid: r.otherId,
        date_sent: r.lastAt.toISOString(),
        message: r.lastMessage,
        unreadcount: 0,
        messageunreadcount: 0,
        projectmessages: [],
      };
      byOther.set(r.otherId, t);
    }
    t.unreadcount += r.unread;
    t.messageunreadcount += r.unread;
    t.projectmessages.push({ project_id: r.lotId, title: r.title, conversationcount: r.messageCount, unreadcount: r.unread });
  }
  return [...byOther.values()];
}

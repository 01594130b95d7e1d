import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.js';
import { conversations, lots, messageUploads, messages, users } from '../../platform/db/schema/index.js';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

/** The caller's side of a conversation: true when they are its buyer. */
const archivedFor = (userId: number) =>
  sql<boolean>`case when ${conversations.buyerId} = ${userId} then ${conversations.buyerArchived} else ${conversations.sellerArchived} end`;
const otherOf = (userId: number) =>
  sql<number>`case when ${conversations.buyerId} = ${userId} then ${conversations.sellerId} else ${conversations.buyerId} end`;
const partOf = (userId: number) => or(eq(conversations.buyerId, userId), eq(conversations.sellerId, userId));

export interface ConversationSummary {
  conversationId: number;
  lotId: number;
  title: string;
  otherId: number;
  otherName: string;
  lastAt: Date;
  lastMessage: string;
  messageCount: number;
  unread: number;
}

export const messagesRepository = {
  async lot(db: DbOrTx, lotId: number) {
    const [r] = await db.select({ id: lots.id, sellerId: lots.sellerId, title: lots.title }).from(lots).where(eq(lots.id, lotId)).limit(1);
    return r ?? null;
  },

  /** The conversation about `lotId` between `userId` and `otherId` (either side), or null. */
  async between(db: DbOrTx, userId: number, otherId: number, lotId: number): Promise<ConversationRow | null> {
    const [r] = await db
      .select()
      .from(conversations)
      .where(
        and(
          eq(conversations.lotId, lotId),
          or(
            and(eq(conversations.buyerId, userId), eq(conversations.sellerId, otherId)),
            and(eq(conversations.buyerId, otherId), eq(conversations.sellerId, userId)),
          ),
        ),
      )
      .limit(1);
    return r ?? null;
  },

  async open(db: DbOrTx, lotId: number, buyerId: number, sellerId: number): Promise<ConversationRow> {
    await db.insert(conversations).values({ lotId, buyerId, sellerId }).onConflictDoNothing();
    const [r] = await db
      .select()
      .from(conversations)
      .where(and(eq(conversations.lotId, lotId), eq(conversations.buyerId, buyerId), eq(conversations.sellerId, sellerId)));
    return r!;
  },

  async insertMessage(db: DbOrTx, row: typeof messages.$inferInsert): Promise<MessageRow> {
    const [m] = await db.insert(messages).values(row).returning();
    // A new message brings the conversation back to Active for both parties.
    await db
      .update(conversations)
      .set({ lastMessageAt: m!.createdAt, buyerArchived: false, sellerArchived: false })
      .where(eq(conversations.id, row.conversationId));
    return m!;
  },

  /** Every conversation of the user on one side (active or archived), newest first, with counts: one query. */
  async summaries(db: DbOrTx, userId: number, archived: boolean, otherId?: number): Promise<ConversationSummary[]> {
    const other = otherOf(userId);
    const rows = await db
      .select({
        conversationId: conversations.id,
        lotId: conversations.lotId,
        title: lots.title,
        otherId: other,
        otherName: users.username,
        lastAt: conversations.lastMessageAt,
        lastMessage: sql<string>`coalesce((select m.body from ${messages} m where m.conversation_id = ${conversations.id} and m.deleted_at is null order by m.created_at desc, m.id desc limit 1), '')`,
        messageCount: sql<number>`(select count(*)::int from ${messages} m where m.conversation_id = ${conversations.id} and m.deleted_at is null)`,
        unread: sql<number>`(select count(*)::int from ${messages} m where m.conversation_id = ${conversations.id} and m.to_id = ${userId} and m.read_at is null and m.deleted_at is null)`,
      })
      .from(conversations)
      .innerJoin(lots, eq(lots.id, conversations.lotId))
      .innerJoin(users, sql`${users.id} = ${other}`)
      .where(and(partOf(userId), sql`${archivedFor(userId)} = ${archived}`, otherId ? sql`${other} = ${otherId}` : undefined))
      .orderBy(sql`${conversations.lastMessageAt} desc`, sql`${conversations.id} desc`);
    return rows.map((r) => ({ ...r, lastAt: new Date(r.lastAt) }));
  },

  /** Active and archived conversation counts and the unread message count of the user. */
  async counts(db: DbOrTx, userId: number) {
    const [r] = await db
      .select({
        active: sql<number>`count(*) filter (where not ${archivedFor(userId)})::int`,
        archived: sql<number>`count(*) filter (where ${archivedFor(userId)})::int`,
        unread: sql<number>`(select count(*)::int from ${messages} m where m.to_id = ${userId} and m.read_at is null and m.deleted_at is null)`,
      })
      .from(conversations)
      .where(partOf(userId));
    return { active: r?.active ?? 0, archived: r?.archived ?? 0, unread: r?.unread ?? 0 };
  },

  async thread(db: DbOrTx, conversationId: number): Promise<MessageRow[]> {
    return db
      .select()
      .from(messages)
      .where(and(eq(messages.conversationId, conversationId), isNull(messages.deletedAt)))
      .orderBy(asc(messages.createdAt), asc(messages.id));
  },

  async markRead(db: DbOrTx, conversationId: number, userId: number) {
    await db
      .update(messages)
      .set({ readAt: new Date() })
      .where(and(eq(messages.conversationId, conversationId), eq(messages.toId, userId), isNull(messages.readAt)));
  },

  async username(db: DbOrTx, userId: number) {
    const [r] = await db.select({ username: users.username }).from(users).where(eq(users.id, userId)).limit(1);
    return r?.username ?? '';
  },

  /** Soft-deletes a message the user sent; answers whether one was deleted. */
  async deleteOwn(db: DbOrTx, id: number, userId: number) {
    const r = await db
      .update(messages)
      .set({ deletedAt: new Date() })
      .where(and(eq(messages.id, id), eq(messages.fromId, userId), isNull(messages.deletedAt)))
      .returning({ id: messages.id });
    return r.length > 0;
  },

  /** Whether the message is in one of the user's conversations (a stranger learns nothing of it). */
  async messageInConversationOf(db: DbOrTx, id: number, userId: number) {
    const [r] = await db
      .select({ id: messages.id })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(and(eq(messages.id, id), or(eq(conversations.buyerId, userId), eq(conversations.sellerId, userId))))
      .limit(1);
    return !!r;
  },

  /** Archives or unarchives, on the user's side, their conversations with `otherId` (one lot's, or all). */
  async setArchived(db: DbOrTx, userId: number, otherId: number, lotId: number | null, archived: boolean) {
    const lotCond = lotId ? eq(conversations.lotId, lotId) : undefined;
    const asBuyer = await db
      .update(conversations)
      .set({ buyerArchived: archived })
      .where(and(eq(conversations.buyerId, userId), eq(conversations.sellerId, otherId), lotCond))
      .returning({ id: conversations.id });
    const asSeller = await db
      .update(conversations)
      .set({ sellerArchived: archived })
      .where(and(eq(conversations.sellerId, userId), eq(conversations.buyerId, otherId), lotCond))
      .returning({ id: conversations.id });
    return asBuyer.length + asSeller.length;
  },

  async insertUpload(db: DbOrTx, row: typeof messageUploads.$inferInsert) {
    await db.insert(messageUploads).values(row);
  },

  async upload(db: DbOrTx, name: string) {
    const [r] = await db.select().from(messageUploads).where(eq(messageUploads.name, name)).limit(1);
    return r ?? null;
  },

  /** Whether the user may see an image: they uploaded it, or it is in a conversation they are part of. */
  async canSeeImage(db: DbOrTx, userId: number, name: string) {
    const [own] = await db
      .select({ n: messageUploads.name })
      .from(messageUploads)
      .where(and(eq(messageUploads.name, name), eq(messageUploads.uploaderId, userId)))
      .limit(1);
    if (own) return true;
    const [r] = await db
      .select({ id: messages.id })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(and(eq(messages.imageFile, name), isNull(messages.deletedAt), partOf(userId)))
      .limit(1);
    return !!r;
  },
};
export type MessagesRepository = typeof messagesRepository;

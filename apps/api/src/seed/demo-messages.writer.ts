import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../platform/db/client.js';
import { conversations, lots, messages } from '../platform/db/schema/index.js';

/** A few buyer ↔ seller conversations about the seller's first open lots (text only), read except the newest answer. */
const script: { buyer: 0 | 1; lines: [from: 'buyer' | 'seller', text: string][] }[] = [
  {
    buyer: 0,
    lines: [
      ['buyer', 'Hello, are the units tested? Do they come with power adapters?'],
      ['seller', 'Yes, every unit powers on and was tested. Adapters are included for about 80% of them.'],
      ['buyer', 'Thanks. Can you ship to Texas?'],
      ['seller', 'We ship nationwide; freight is quoted after the auction closes.'],
    ],
  },
  {
    buyer: 0,
    lines: [
      ['buyer', 'Is the pallet shrink-wrapped?'],
      ['seller', 'It is wrapped and strapped; pictures show the actual pallet.'],
    ],
  },
  {
    buyer: 1,
    lines: [
      ['buyer', 'Could you share the serial numbers before I bid?'],
      ['seller', 'The manifest has them; download it from the lot page.'],
    ],
  },
];

export async function writeDemoConversations(tx: Tx, o: { buyers: [number, number]; sellerId: number; now: Date }) {
  const openLots = await tx
    .select({ id: lots.id })
    .from(lots)
    .where(and(eq(lots.sellerId, o.sellerId), eq(lots.status, 'open')))
    .orderBy(asc(lots.id))
    .limit(script.length);
  let written = 0;
  for (const [i, lot] of openLots.entries()) {
    const s = script[i]!;
    const buyerId = o.buyers[s.buyer];
    const [conv] = await tx.insert(conversations).values({ lotId: lot.id, buyerId, sellerId: o.sellerId }).onConflictDoNothing().returning();
    if (!conv) continue;
    const start = o.now.getTime() - (s.lines.length + i * 10) * 3_600_000;
    const rows = s.lines.map(([from, body], n) => {
      const fromId = from === 'buyer' ? buyerId : o.sellerId;
      const last = n === s.lines.length - 1;
      const at = new Date(start + n * 3_600_000);
      return { conversationId: conv.id, fromId, toId: fromId === buyerId ? o.sellerId : buyerId, body, createdAt: at, readAt: last ? null : at };
    });
    await tx.insert(messages).values(rows);
    await tx.update(conversations).set({ lastMessageAt: rows[rows.length - 1]!.createdAt }).where(eq(conversations.id, conv.id));
    written += rows.length;
  }
  return written;
}

import { describe, expect, it } from 'vitest';
import { notifications as contract } from '@gavel/contract';
import { fake, fakeDb } from '../../testing/fake-db.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import type { SmsProvider } from '../../platform/sms/sms.js';
import type { Logger } from '../../platform/logger.js';
import type { RenderedMail } from './templates/render.js';
import type { NewNotification, NotificationsRepository, Recipient } from './notifications.repository.js';
import { createNotificationsService, SMS_QUEUE } from './notifications.service.js';

const T = contract.notificationTypes;
const S = contract.notificationSettingCodes;
const NOW = new Date('2026-03-02T10:00:00Z');

const person = (id: number, over: Partial<Recipient> = {}): Recipient => ({
  id,
  email: `u${id}@example.com`,
  phone: '',
  firstName: `U${id}`,
  language: 'English',
  isBuyer: true,
  status: 'active',
  emailCodes: [],
  smsCodes: [],
  ...over,
});

/** An in-memory notifications table: the unique (user, dedupe key) index included. */
function world(people: Recipient[], lots = [{ id: 10, title: 'Pallet of laptops', currency: 'USD' }]) {
  const rows: (NewNotification & { id: number })[] = [];
  const endingSoon: { lotId: number; title: string; userId: number; bidder: boolean }[] = [];
  const repo = fake<NotificationsRepository>(
    {
      recipients: async (_db, ids) => people.filter((p) => ids.includes(p.id)),
      lotNames: async (_db, ids) => lots.filter((l) => ids.includes(l.id)),
      subLotNumbers: async () => new Map(),
      insertNew: async (_db, news) => {
        const out = [];
        for (const n of news) {
          if (rows.some((r) => r.userId === n.userId && r.dedupeKey === n.dedupeKey)) continue;
          const row = { ...n, id: rows.length + 1 };
          rows.push(row);
          out.push({ id: row.id, userId: n.userId, type: n.type, title: n.title, dedupeKey: n.dedupeKey });
        }
        return out;
      },
      unreadCounts: async (_db, ids) => new Map(ids.map((id) => [id, rows.filter((r) => r.userId === id).length])),
      endingSoonRecipients: async () => endingSoon,
    },
    'notificationsRepository',
  );
  const mails: { to: string; mail: RenderedMail }[] = [];
  const sms: { to: string; text: string }[] = [];
  const bells: { userId: number; unread: number }[] = [];
  const service = createNotificationsService({
    db: fakeDb(),
    repo,
    realtime: () => ({ emitToUser: (userId: number, _event: string, p: { unread: number }) => bells.push({ userId, unread: p.unread }) }) as never,
    notifier: { mail: (to, mail) => mails.push({ to, mail }) },
    jobs: fake<Jobs>({ send: async (queue: string, data: unknown) => (queue === SMS_QUEUE && sms.push(data as never), null) } as never, 'jobs'),
    sms: fake<SmsProvider>({}, 'sms'),
    logger: () => fake<Logger>({}, 'logger'),
    publicUrl: 'https://gavel.test/',
    endingSoonMinutes: 30,
    now: () => NOW,
  });
  return { service, rows, mails, sms, bells, endingSoon };
}

const bid = (over: Partial<Parameters<ReturnType<typeof createNotificationsService>['handlers']['bidPlaced']>[0]> = {}) => ({
  lotId: 10,
  lineItemId: null,
  bidderId: 1,
  previousLeaderId: 2,
  leaderId: 1,
  priceCents: 12_500,
  at: NOW,
  ...over,
});

describe('notifications service', () => {
  it('tells the bidder their bid was placed and the previous leader they were outbid, each with a bell', async () => {
    const w = world([person(1), person(2)]);
    await w.service.handlers.bidPlaced(bid());
    expect(w.rows.map((r) => [r.userId, r.type])).toEqual([
      [1, T.bidPlaced],
      [2, T.outbid],
    ]);
    expect(w.rows[0]!.title).toContain('Pallet of laptops');
    expect(w.bells).toEqual([
      { userId: 1, unread: 1 },
      { userId: 2, unread: 1 },
    ]);
  });

  it('does not call the bidder outbid when they raised their own lead', async () => {
    const w = world([person(1)]);
    await w.service.handlers.bidPlaced(bid({ previousLeaderId: 1 }));
    expect(w.rows.map((r) => r.type)).toEqual([T.bidPlaced]);
  });

  it('emails and texts only the people whose settings ask for it (SMS needs a phone)', async () => {
    const w = world([
      person(1, { emailCodes: [S.bid_notify] }),
      person(2, { smsCodes: [S.bid_notify], phone: '+15550100' }),
      person(3, { smsCodes: [S.bid_notify], phone: '' }),
    ]);
    await w.service.handlers.bidsPlaced([bid(), bid({ bidderId: 3, previousLeaderId: 1, leaderId: 3, at: new Date(NOW.getTime() + 1000) })]);
    expect(w.mails.map((m) => m.to).sort()).toEqual(['u1@example.com', 'u1@example.com']);
    expect(w.sms.map((s) => s.to)).toEqual(['+15550100']);
    expect(w.sms[0]!.text).toContain('https://gavel.test/product/view/10');
  });

  it('delivers nothing to an account that is not active', async () => {
    const w = world([person(1, { status: 'deactivated', emailCodes: [S.bid_notify] }), person(2, { status: 'pending' })]);
    await w.service.handlers.bidPlaced(bid());
    expect(w.rows).toEqual([]);
    expect(w.mails).toEqual([]);
    expect(w.bells).toEqual([]);
  });

  it('delivers a repeated event once (the dedupe key)', async () => {
    const w = world([person(1, { emailCodes: [S.bid_notify] }), person(2)]);
    await w.service.handlers.bidPlaced(bid());
    await w.service.handlers.bidPlaced(bid());
    expect(w.rows).toHaveLength(2);
    expect(w.mails).toHaveLength(1);
  });

  it('tells the winner of a sold lot, by email when they chose win notices, with the price', async () => {
    const w = world([person(5, { emailCodes: [S.win_notify] })]);
    await w.service.handlers.lotsClosed([
      { lotId: 10, winnerId: 5, priceCents: 99_900 },
      { lotId: 10, winnerId: null, priceCents: 0 },
    ]);
    expect(w.rows.map((r) => [r.userId, r.type, r.dedupeKey])).toEqual([[5, T.won, 'won:10']]);
    expect(w.rows[0]!.title).toContain('999');
    expect(w.mails.map((m) => m.to)).toEqual(['u5@example.com']);
  });

  it('warns bidders (8) and watchers (9) of a lot ending soon, each following its own setting', async () => {
    const w = world([person(1, { emailCodes: [S.endsoon_notify] }), person(2, { emailCodes: [S.endsoon_notify] })]);
    w.endingSoon.push({ lotId: 10, title: 'Pallet of laptops', userId: 1, bidder: true }, { lotId: 10, title: 'Pallet of laptops', userId: 2, bidder: false });
    await w.service.handlers.endingSoon();
    expect(w.rows.map((r) => [r.userId, r.type])).toEqual([
      [1, T.endingSoonBid],
      [2, T.endingSoonWatched],
    ]);
    // The watcher asked for bid-ending mail (6), not watched-ending mail (7).
    expect(w.mails.map((m) => m.to)).toEqual(['u1@example.com']);
  });
});

import { describe, expect, it } from 'vitest';
import { fake, fakeDb } from '../../testing/fake-db.js';
import { defaultTransactionSettings } from '../orders/index.js';
import { createDisputesService, type DisputeMail } from './disputes.service.js';
import type { DisputesRepository } from './disputes.repository.js';

const now = new Date('2026-06-30T12:00:00Z');
const day = 86_400_000;
type Invoice = { id: number; status: 'unpaid' | 'paid' | 'cancelled'; paidAt: Date | null; createdAt: Date; amount: number; shippingFee: number; cardFee: number };
const invoice = (over: Partial<Invoice>): Invoice => ({ id: 1, status: 'paid', paidAt: null, createdAt: new Date('2026-05-01T00:00:00Z'), amount: 1000, shippingFee: 0, cardFee: 0, ...over });

function setup(invoices: Invoice[]) {
  const stored: { lotId: number; buyerId: number; subject: string; message: string }[] = [];
  const published: string[] = [];
  const mails: DisputeMail[] = [];
  const repo = fake<DisputesRepository>(
    {
      insert: async (_db, d) => (stored.push(d), stored.length),
      record: async (_db, id) => ({
        dispute: { id, lotId: stored[id - 1]!.lotId, buyerId: stored[id - 1]!.buyerId, subject: 'S', message: 'M', status: 'open', answer: null, answeredBy: null, answeredAt: null, resolvedAt: null, createdAt: now },
        title: 'Lot',
      }) as never,
      buyer: async () => ({ email: 'b@x', firstName: 'B', lastName: 'Y', language: 'English' }),
    },
    'disputesRepository',
  );
  const service = createDisputesService({
    db: fakeDb(),
    repo,
    orders: { buyerInvoicesOnLot: async () => invoices },
    settings: async () => ({ ...defaultTransactionSettings, disputeWindowDays: 30 }),
    audit: fake({}, 'audit'),
    events: { publish: (name) => void published.push(`${name}:${stored.length}`) },
    onOpened: (m) => void mails.push(m),
    onAnswered: () => undefined,
    now: () => now,
  });
  const open = () => service.open(7, { lotId: 3, subject: 'S', message: 'M', fromId: 7 });
  return { open, stored, published, mails };
}

describe('disputes service', () => {
  it('refuses a dispute after the window closed', async () => {
    const t = setup([invoice({ paidAt: new Date(now.getTime() - 30 * day) })]);
    await expect(t.open()).rejects.toMatchObject({ code: 'DISPUTE_WINDOW_CLOSED' });
    expect(t.stored).toHaveLength(0);
  });

  it('opens a dispute within the window, then publishes and mails the operators', async () => {
    const t = setup([invoice({ paidAt: new Date(now.getTime() - 29 * day) })]);
    const d = await t.open();
    expect(d.projectmsgpost).toBe(3);
    expect(t.stored).toEqual([{ lotId: 3, buyerId: 7, subject: 'S', message: 'M' }]);
    expect(t.published).toEqual(['dispute.opened:1']);
    expect(t.mails.map((m) => m.dispute.id)).toEqual([1]);
  });

  it('opens a dispute on an unpaid invoice whatever its age', async () => {
    const t = setup([invoice({ status: 'unpaid', createdAt: new Date('2020-01-01T00:00:00Z') })]);
    await expect(t.open()).resolves.toMatchObject({ id: 1 });
  });

  it('refuses a caller whose only invoice on the lot is cancelled', async () => {
    const t = setup([invoice({ status: 'cancelled', paidAt: now })]);
    await expect(t.open()).rejects.toMatchObject({ code: 'NOT_A_BUYER_OF_LOT' });
  });
});

import type { Dispute, disputes } from '@gavel/contract';
import type { audit as auditLog } from '../audit/index.js';
import type { Db } from '../../platform/db/client.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import { AppError } from '../../platform/http/errors.js';
import { addDays } from '../../platform/dates.js';
import { invoiceNumber, invoiceTotal, type OrdersService, type ReadTransactionSettings } from '../orders/index.js';
import type { DisputeRecord, DisputeState, DisputesRepository } from './disputes.repository.js';

type ConsoleDisputeRecord = Awaited<ReturnType<DisputesRepository['consoleRecords']>>[number];

const iso = (d: Date | null) => (d ? d.toISOString() : null);
export const presentDispute = (r: DisputeRecord): Dispute => ({
  id: r.dispute.id,
  projectmsgpost: r.dispute.lotId,
  title: r.title,
  from_id: r.dispute.buyerId,
  subject: r.dispute.subject,
  message: r.dispute.message,
  status: r.dispute.status,
  answer: r.dispute.answer,
  answered_at: iso(r.dispute.answeredAt),
  resolved_at: iso(r.dispute.resolvedAt),
  date_added: r.dispute.createdAt.toISOString(),
});

export interface DisputeMail {
  dispute: Dispute;
  buyer: { email: string; firstName: string; lastName: string; language: string };
}

/**
 * Disputes: a buyer of a lot (an invoice that is not cancelled) opens one, before payment
 * or within the dispute window after it; operators are emailed, answer and resolve.
 */
export interface DisputesDeps {
  db: Db;
  repo: DisputesRepository;
  orders: Pick<OrdersService, 'buyerInvoicesOnLot'>;
  settings: ReadTransactionSettings;
  audit: Pick<typeof auditLog, 'record'>;
  events: Pick<EventBus, 'publish'>;
  /** After the dispute is stored: the operators are emailed. */
  onOpened: (m: DisputeMail) => void;
  /** After commit: the buyer is emailed the answer. */
  onAnswered: (m: DisputeMail) => void;
  now?: () => Date;
}

export function createDisputesService(deps: DisputesDeps) {
  const { db, repo: disputesRepository, orders, settings, audit, events, onOpened, onAnswered } = deps;
  const clock = deps.now ?? (() => new Date());
  async function presentConsole(r: ConsoleDisputeRecord): Promise<disputes.AdminDispute> {
    const [inv] = await orders.buyerInvoicesOnLot(r.dispute.lotId, r.dispute.buyerId);
    return {
      ...presentDispute(r),
      buyer: { id: r.dispute.buyerId, name: `${r.buyer.firstName} ${r.buyer.lastName}`.trim(), email: r.buyer.email, language: r.buyer.language },
      invoice: inv ? { id: inv.id, common_invoice: invoiceNumber(inv.id, inv.createdAt), status: inv.status, total: invoiceTotal(inv) } : null,
    };
  }

  return {
    async open(callerId: number, input: { lotId: number; subject: string; message: string; fromId: number }, now = clock()) {
      if (input.fromId !== callerId) throw new AppError('FORBIDDEN');
      const bought = (await orders.buyerInvoicesOnLot(input.lotId, callerId)).filter((i) => i.status !== 'cancelled');
      if (!bought.length) throw new AppError('NOT_A_BUYER_OF_LOT');
      const { disputeWindowDays } = await settings();
      const withinWindow = bought.some((i) => i.status === 'unpaid' || (i.paidAt && addDays(i.paidAt, disputeWindowDays).getTime() > now.getTime()));
      if (!withinWindow) throw new AppError('DISPUTE_WINDOW_CLOSED');
      const id = await disputesRepository.insert(db, { lotId: input.lotId, buyerId: callerId, subject: input.subject, message: input.message });
      const dispute = presentDispute((await disputesRepository.record(db, id))!);
      events.publish('dispute.opened', { disputeId: id, lotId: input.lotId, buyerId: callerId });
      const buyer = await disputesRepository.buyer(db, callerId);
      if (buyer) onOpened({ dispute, buyer });
      return dispute;
    },

    async mine(buyerId: number, lotId?: number) {
      const records = await disputesRepository.records(db, disputesRepository.whereBuyer(buyerId, lotId), { limit: 100, offset: 0, order: 'desc' });
      return records.map(presentDispute);
    },

    async adminList(f: { status?: DisputeState; page: number; limit: number }) {
      const where = disputesRepository.whereStatus(f.status);
      const [records, total] = await Promise.all([
        disputesRepository.consoleRecords(db, where, { limit: f.limit, offset: (f.page - 1) * f.limit }),
        disputesRepository.count(db, where),
      ]);
      return { records: await Promise.all(records.map(presentConsole)), totalRecords: total };
    },

    async adminGet(id: number) {
      const [r] = await disputesRepository.consoleRecords(db, disputesRepository.whereId(id), { limit: 1, offset: 0 });
      if (!r) throw new AppError('NOT_FOUND');
      return presentConsole(r);
    },

    /** Answers the buyer (audited); the buyer is emailed the answer in their language after commit. */
    async answer(staffId: number, id: number, answer: string, now = clock()) {
      const before = await db.transaction(async (tx) => {
        const d = await disputesRepository.lock(tx, id);
        if (!d) throw new AppError('NOT_FOUND');
        if (d.status === 'resolved') throw new AppError('CONFLICT', 'This dispute is resolved.');
        await disputesRepository.update(tx, id, { status: 'answered', answer, answeredBy: staffId, answeredAt: now });
        await audit.record(tx, {
          actorId: staffId, action: 'disputes.answer', entity: 'dispute', entityId: id, lotId: d.lotId, userId: d.buyerId,
          before: { status: d.status, answer: d.answer }, after: { status: 'answered', answer },
        });
        return d;
      });
      const dispute = presentDispute((await disputesRepository.record(db, id))!);
      events.publish('dispute.answered', { disputeId: id, lotId: before.lotId, buyerId: before.buyerId });
      const buyer = await disputesRepository.buyer(db, before.buyerId);
      if (buyer) onAnswered({ dispute, buyer });
      return dispute;
    },

    async resolve(staffId: number, id: number, now = clock()) {
      await db.transaction(async (tx) => {
        const d = await disputesRepository.lock(tx, id);
        if (!d) throw new AppError('NOT_FOUND');
        if (d.status === 'resolved') return;
        await disputesRepository.update(tx, id, { status: 'resolved', resolvedAt: now });
        await audit.record(tx, {
          actorId: staffId, action: 'disputes.resolve', entity: 'dispute', entityId: id, lotId: d.lotId, userId: d.buyerId,
          before: { status: d.status }, after: { status: 'resolved' },
        });
      });
    },
  };
}
export type DisputesService = ReturnType<typeof createDisputesService>;

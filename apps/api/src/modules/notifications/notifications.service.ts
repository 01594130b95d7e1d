import { languageTags, notifications as contract, type Language, type SearchFilter } from '@gavel/contract';
import type { Db } from '../../platform/db/client.js';
import type { Realtime } from '../../platform/realtime/gateway.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import type { DomainEventMap } from '../../platform/events/domain-events.js';
import { DURABLE_EVENTS_QUEUE, cancelEvents, enqueueEventBatch, eventsOfJob, type DurableEvent, type DurableEventJob } from '../../platform/events/durable-events.js';
import { QUIET_POLL_SECONDS, type Jobs } from '../../platform/jobs/jobs.js';
import type { SmsProvider } from '../../platform/sms/sms.js';
import type { Logger } from '../../platform/logger.js';
import { AppError } from '../../platform/http/errors.js';
import { limiter } from '../../platform/limiter.js';
import { mailLanguage, type Notifier } from './notifier.js';
import { render } from './templates/render.js';
import { fillText, notificationMailText, notificationTitles } from './templates/notification.js';
import type { NewNotification, NotificationsRepository, Recipient } from './notifications.repository.js';
import { lotMatchesSearch, type MatchableLot } from './saved-search-match.js';
import { formatCurrency } from '../../platform/money-format.js';

const T = contract.notificationTypes;
const S = contract.notificationSettingCodes;

/** The setting code (email / SMS choice) each type follows; saved-search matches follow their own flag. */
const settingOfType: Record<number, number> = {
  [T.bought]: S.bid_notify,
  [T.bidPlaced]: S.bid_notify,
  [T.outbid]: S.bid_notify,
  [T.outbidSubLot]: S.bid_notify,
  [T.watchlistAdded]: S.watch_notify,
  [T.won]: S.win_notify,
  [T.endingSoonBid]: S.endsoon_notify,
  [T.endingSoonWatched]: S.wsoon_notify,
  [T.preferredPosted]: S.prefer,
  [T.priceDroppedWatched]: S.watch_notify,
  [T.priceDroppedBid]: S.bid_notify,
  [T.offerPlaced]: S.bid_notify,
  [T.counterOffer]: S.bid_notify,
  [T.counterOfferDeclined]: S.bid_notify,
  [T.offerRejected]: S.bid_notify,
  [T.offerAccepted]: S.bid_notify,
  [T.lotWithdrawn]: S.bid_notify,
  [T.privateLotOpened]: S.prefer,
};

export const SMS_QUEUE = 'sms.send';
/** The events notifications listen to on the in-process bus (each backed by a durable job). */
const inProcessEvents = [
  'bid.placed',
  'lot.closed',
  'watchlist.changed',
  'lot.priceDropped',
  'order.created',
  'offer.placed',
  'offer.countered',
  'offer.counterDeclined',
  'offer.declined',
  'offer.accepted',
  'lot.published',
  'lot.withdrawn',
] as const;
/** In-process deliveries of events other than bids running at once within a round. */
const IN_PROCESS_CONCURRENCY = 2;
/** Events handled together in one in-process round (bids: one query of each kind for the round). */
const ROUND_SIZE = 500;

/** A backup job waits this long before a worker may take it (in-process delivery normally cancels it first). */
export const BACKUP_DELAY_SECONDS = 30;
export const ENDING_SOON_QUEUE = 'notifications.ending-soon';
/**
 * Lots that became visible (created by an operator or a seller, or their scheduled start
 * reached) announce themselves through this scan: preferred-category buyers (10) and saved
 * searches (18). It looks back `PUBLISHED_LOOKBACK_MS`, so a lot created while no worker ran
 * is still announced after a restart; the dedupe keys make each announcement happen once.
 */
export const PUBLISHED_SCAN_QUEUE = 'notifications.published-scan';
export const PUBLISHED_SCAN_SECONDS = 10;
const PUBLISHED_LOOKBACK_MS = 6 * 3600_000;
/** Lots announced, or ending-soon notices delivered, per round of a scan (bounds each statement's size). */
const SCAN_CHUNK = 1000;

type BidPlaced = DomainEventMap['bid.placed'];
type LotClosed = Pick<DomainEventMap['lot.closed'], 'lotId' | 'winnerId' | 'priceCents'>;

interface Planned {
  userId: number;
  type: number;
  lotId: number | null;
  lineItemId?: number | null;
  subLotNumber?: number;
  dedupeKey: string;
  vars: Record<string, string>;
  /** Saved-search alerts: email when the search asks for it (instead of the settings). */
  emailOverride?: boolean;
}

export interface NotificationsDeps {
  db: Db;
  repo: NotificationsRepository;
  realtime: () => Pick<Realtime, 'emitToUser'>;
  notifier: Pick<Notifier, 'mail'>;
  jobs: Jobs;
  sms: SmsProvider;
  logger: () => Logger;
  publicUrl: string;
  endingSoonMinutes: number;
  now?: () => Date;
}

const formatAmount = (cents: number, currency: string, language: Language) =>
  formatCurrency(cents, currency, languageTags[language]) ?? `${(cents / 100).toFixed(2)} ${currency}`;

/**
 * Bell notifications, written from domain events after commit. Each notification names its
 * cause (`dedupe_key`); the unique (user, key) index makes a repeated event a no-op, so the
 * email / SMS that follow a *new* row go out exactly once. Email and SMS are jobs (retried).
 */
export function createNotificationsService(deps: NotificationsDeps) {
  const { db, repo } = deps;
  const now = deps.now ?? (() => new Date());
  const base = deps.publicUrl.replace(/\/+$/, '');

  /** Users' delivery details (language, email, phone, status) by id: one query. */
  const recipientsById = async (userIds: Iterable<number>) => new Map((await repo.recipients(db, [...new Set(userIds)])).map((r) => [r.id, r]));
  /** Lots' titles and currencies by id: one query. */
  const lotNamesById = async (lotIds: Iterable<number>) => new Map((await repo.lotNames(db, [...new Set(lotIds)])).map((l) => [l.id, l]));

  /** `known`: recipients already read by the caller (the rest are read here). */
  async function deliver(planned: Planned[], known?: Map<number, Recipient>) {
    if (!planned.length) return [];
    const recipients = known ?? (await recipientsById(planned.map((p) => p.userId)));
    const rows: (NewNotification & { plan: Planned; recipient: Recipient })[] = [];
    for (const p of planned) {
      const recipient = recipients.get(p.userId);
      if (!recipient || recipient.status !== 'active') continue;
      const language = mailLanguage(recipient.language);
      const template = notificationTitles[p.type]![language];
      rows.push({
        userId: p.userId,
        type: p.type,
        title: fillText(template, p.vars).slice(0, 500),
        lotId: p.lotId,
        lineItemId: p.lineItemId ?? null,
        subLotNumber: p.subLotNumber ?? 0,
        dedupeKey: p.dedupeKey,
        plan: p,
        recipient,
      });
    }
    const inserted = await repo.insertNew(
      db,
      rows.map(({ plan: _p, recipient: _r, ...row }) => row),
    );
    const byKey = new Map(rows.map((r) => [`${r.userId}|${r.dedupeKey}`, r]));
    const created = inserted.map((i) => ({ ...i, row: byKey.get(`${i.userId}|${i.dedupeKey}`)! }));
    const newest = new Map<number, number>();
    for (const c of created) newest.set(c.userId, c.id);
    const unreadOf = await repo.unreadCounts(db, [...newest.keys()]);
    for (const [userId, id] of newest) {
      try {
        deps.realtime().emitToUser(userId, 'bellNotify', { unread: unreadOf.get(userId) ?? 0, id });
      } catch {
        // realtime not started (a job run before listen): the count is read on the next page load
      }
    }
    for (const c of created) {
      const { recipient, plan } = c.row;
      const code = settingOfType[plan.type];
      const byEmail = plan.emailOverride ?? (code !== undefined && recipient.emailCodes.includes(code));
      const bySms = code !== undefined && recipient.smsCodes.includes(code) && recipient.phone.trim() !== '';
      const language = mailLanguage(recipient.language);
      const link = plan.lotId ? `${base}/product/view/${plan.lotId}` : `${base}/dashboard`;
      if (byEmail) {
        const t = notificationMailText[language];
        deps.notifier.mail(
          recipient.email,
          render(
            { subject: c.title, greeting: t.intro, paragraphs: [c.title], action: t.action, after: [t.settings] },
            language,
            { name: recipient.firstName },
            link,
          ),
        );
      }
      if (bySms) {
        void deps.jobs
          .send(SMS_QUEUE, { to: recipient.phone, text: `Gavel: ${c.title} ${link}` })
          .catch((err: unknown) => deps.logger().error({ err, userId: recipient.id }, 'sms not queued'));
      }
    }
    return created.map((c) => ({ id: c.id, userId: c.userId, type: c.type }));
  }

  /** Lots this process announced already (the dedupe keys cover other processes and restarts). */
  const announced = new Set<number>();

  const lotVars = (lot: { title: string }, extra: Record<string, string> = {}) => ({ lot: lot.title, ...extra });

  /** Per-recipient amount formatting needs the language: plan one row per language-independent key, format at delivery. */
  async function amountPlans(
    userIds: number[],
    make: (userId: number, amount: (cents: number, currency: string) => string) => Planned | null,
  ) {
    const recipients = await recipientsById(userIds);
    const out: Planned[] = [];
    for (const id of userIds) {
      const language = mailLanguage(recipients.get(id)?.language);
      const p = make(id, (cents, currency) => formatAmount(cents, currency, language));
      if (p) out.push(p);
    }
    return out;
  }

  const handlers = {
    async bidPlaced(e: BidPlaced) {
      return handlers.bidsPlaced([e]);
    },

    /**
     * Many bids at once (an in-process round): one query each for their lots, sub-lots and
     * recipients, one insert of all their notifications, one count of unread per recipient.
     */
    async bidsPlaced(events: BidPlaced[]) {
      if (!events.length) return [];
      const lineItemIds = [...new Set(events.flatMap((e) => (e.lineItemId ? [e.lineItemId] : [])))];
      const outbidOf = (e: BidPlaced) => (e.previousLeaderId !== null && e.previousLeaderId !== e.leaderId ? e.previousLeaderId : null);
      const userIds = new Set<number>();
      for (const e of events) {
        userIds.add(e.bidderId);
        const outbid = outbidOf(e);
        if (outbid !== null) userIds.add(outbid);
      }
      const [lots, subLots, recipients] = await Promise.all([lotNamesById(events.map((e) => e.lotId)), repo.subLotNumbers(db, lineItemIds), recipientsById(userIds)]);
      const plans: Planned[] = [];
      for (const e of events) {
        const lot = lots.get(e.lotId);
        if (!lot) continue;
        const subLot = e.lineItemId ? (subLots.get(e.lineItemId) ?? 0) : 0;
        const at = new Date(e.at).getTime();
        const item = `${e.lotId}:${e.lineItemId ?? 0}`;
        const language = mailLanguage(recipients.get(e.bidderId)?.language);
        plans.push({
          userId: e.bidderId,
          type: T.bidPlaced,
          lotId: e.lotId,
          lineItemId: e.lineItemId,
          subLotNumber: subLot,
          dedupeKey: `bid:${item}:${at}`,
          vars: lotVars(lot, { amount: formatAmount(e.priceCents, lot.currency, language) }),
        });
        const outbid = outbidOf(e);
        if (outbid !== null) {
          plans.push({ userId: outbid, type: e.lineItemId ? T.outbidSubLot : T.outbid, lotId: e.lotId, lineItemId: e.lineItemId, subLotNumber: subLot, dedupeKey: `outbid:${item}:${at}`, vars: lotVars(lot) });
        }
      }
      return deliver(plans, recipients);
    },

    async lotClosed(e: LotClosed) {
      return handlers.lotsClosed([e]);
    },

    /**
     * Lots closed together (a closing batch arrives as one round): each winner gets 6 once, with the
     * price in their language; the lots and the winners are read by one query each for the round,
     * and the notices delivered together.
     */
    async lotsClosed(events: LotClosed[]) {
      const won = events.filter((e): e is LotClosed & { winnerId: number } => e.winnerId !== null);
      if (!won.length) return [];
      const [lots, recipients] = await Promise.all([lotNamesById(won.map((e) => e.lotId)), recipientsById(won.map((e) => e.winnerId))]);
      const plans: Planned[] = [];
      for (const e of won) {
        const lot = lots.get(e.lotId);
        if (!lot) continue;
        const language = mailLanguage(recipients.get(e.winnerId)?.language);
        plans.push({
          userId: e.winnerId,
          type: T.won,
          lotId: e.lotId,
          dedupeKey: `won:${e.lotId}`,
          vars: lotVars(lot, { amount: formatAmount(e.priceCents, lot.currency, language) }),
        });
      }
      return deliver(plans, recipients);
    },

    /** A sub-lot won at closing: its winner gets 6 with the sub-lot number, once per sub-lot. */
    async lineItemWon(e: DomainEventMap['lineItem.won']) {
      const lot = await repo.lot(db, e.lotId);
      if (!lot) return [];
      const plans = await amountPlans([e.winnerId], (userId, amount) => ({
        userId,
        type: T.won,
        lotId: e.lotId,
        lineItemId: e.lineItemId,
        subLotNumber: e.subLotNumber,
        dedupeKey: `won:${e.lotId}:${e.lineItemId}`,
        vars: lotVars(lot, { amount: amount(e.priceCents, lot.currency) }),
      }));
      return deliver(plans);
    },

    /** An operator withdrew a lot: each of its bidders is told once (19). */
    async lotWithdrawn(e: { lotId: number; bidderIds: number[] }) {
      const lot = await repo.lot(db, e.lotId);
      if (!lot) return [];
      return deliver(e.bidderIds.map((userId) => ({ userId, type: T.lotWithdrawn, lotId: e.lotId, dedupeKey: `withdrawn:${e.lotId}`, vars: lotVars(lot) })));
    },

    /** `at`: when the event was published (ms), so a redelivered event keeps its dedupe key. */
    async watchlistChanged(e: { lotId: number; userId: number; added: boolean }, at = now().getTime()) {
      if (!e.added) return [];
      const lot = await repo.lot(db, e.lotId);
      if (!lot) return [];
      return deliver([{ userId: e.userId, type: T.watchlistAdded, lotId: e.lotId, dedupeKey: `watch:${e.lotId}:${at}`, vars: lotVars(lot) }]);
    },

    async priceDropped(e: { lotId: number; currentPriceCents: number }) {
      const lot = await repo.lot(db, e.lotId);
      if (!lot) return [];
      const bidders = await repo.bidderIds(db, e.lotId);
      const watchers = (await repo.watcherIds(db, e.lotId)).filter((u) => !bidders.includes(u));
      const key = `drop:${e.lotId}:${e.currentPriceCents}`;
      const plans = await amountPlans([...bidders, ...watchers], (userId, amount) => ({
        userId,
        type: bidders.includes(userId) ? T.priceDroppedBid : T.priceDroppedWatched,
        lotId: e.lotId,
        dedupeKey: key,
        vars: lotVars(lot, { amount: amount(e.currentPriceCents, lot.currency) }),
      }));
      return deliver(plans);
    },

    async orderCreated(e: { orderId: number; lotId: number; buyerId: number; kind: string; amountCents: number }) {
      if (e.kind === 'auction') return []; // the win notification (6) covers auction sales
      const lot = await repo.lot(db, e.lotId);
      if (!lot) return [];
      return deliver([{ userId: e.buyerId, type: T.bought, lotId: e.lotId, dedupeKey: `order:${e.orderId}`, vars: lotVars(lot) }]);
    },

    async offer(type: number, e: { offerId: number; lotId: number; buyerId: number; amountCents?: number; counterCents?: number }, step: string) {
      const lot = await repo.lot(db, e.lotId);
      if (!lot) return [];
      const cents = e.counterCents ?? e.amountCents;
      const plans = await amountPlans([e.buyerId], (userId, amount) => ({
        userId,
        type,
        lotId: e.lotId,
        dedupeKey: `offer:${e.offerId}:${step}${e.counterCents !== undefined ? `:${e.counterCents}` : ''}`,
        vars: lotVars(lot, cents !== undefined ? { amount: amount(cents, lot.currency) } : {}),
      }));
      return deliver(plans);
    },

    async lotPublished(e: { lotId: number }) {
      return announce([e.lotId]);
    },

    /** Announces every lot started within the look-back not yet announced by this process. */
    async publishedScan() {
      const ids = (await repo.lotsStartedSince(db, new Date(now().getTime() - PUBLISHED_LOOKBACK_MS))).filter((id) => !announced.has(id));
      const out: { id: number; userId: number; type: number }[] = [];
      for (let i = 0; i < ids.length; i += SCAN_CHUNK) {
        const chunk = ids.slice(i, i + SCAN_CHUNK);
        out.push(...(await announce(chunk)));
        for (const id of chunk) announced.add(id);
      }
      return out;
    },

    /** Lots closing within the window: bidders get 8, other watchers 9; once per lot and user. */
    async endingSoon() {
      const until = new Date(now().getTime() + deps.endingSoonMinutes * 60_000);
      const plans = (await repo.endingSoonRecipients(db, until)).map((r) => ({
        userId: r.userId,
        type: r.bidder ? T.endingSoonBid : T.endingSoonWatched,
        lotId: r.lotId,
        dedupeKey: `endsoon:${r.lotId}`,
        vars: lotVars(r),
      }));
      const out: { id: number; userId: number; type: number }[] = [];
      for (let i = 0; i < plans.length; i += SCAN_CHUNK) out.push(...(await deliver(plans.slice(i, i + SCAN_CHUNK))));
      return out;
    },
  };

  /**
   * New lots' announcements, set-based: the lots, their preferred buyers, their countries and
   * the saved searches are each read once for all of them (a manifest import or a scan after a
   * restart may bring thousands), then one delivery. A lot not visible yet (draft, or a scheduled
   * start to come) is skipped: the published scan announces it at its start.
   */
  async function announce(lotIds: number[]) {
    if (!lotIds.length) return [];
    const visible = (await repo.lots(db, lotIds)).filter((l) => l.status === 'open' && l.dateAdded.getTime() <= now().getTime());
    if (!visible.length) return [];
    const ids = visible.map((l) => l.id);
    const [preferred, countryIds, searches, members] = await Promise.all([
      repo.preferredBuyersOf(db, ids),
      repo.countryIdsOfLots(db, ids),
      repo.allSavedSearches(db),
      repo.privateLotMembers(db, visible.filter((l) => l.isPrivate).map((l) => l.id)),
    ]);
    const plans: Planned[] = [];
    for (const lot of visible) {
      // A private lot (issue 42) is announced to its buyer groups' members only, never to anyone else.
      if (lot.isPrivate) {
        for (const userId of members.get(lot.id) ?? []) {
          if (userId !== lot.sellerId) plans.push({ userId, type: T.privateLotOpened, lotId: lot.id, dedupeKey: `private:${lot.id}`, vars: lotVars(lot) });
        }
        continue;
      }
      for (const userId of preferred.get(lot.id) ?? []) {
        if (userId === lot.sellerId) continue;
        plans.push({ userId, type: T.preferredPosted, lotId: lot.id, dedupeKey: `preferred:${lot.id}`, vars: lotVars(lot) });
      }
      const matchable: MatchableLot = { ...lot, countryIds: countryIds.get(lot.id) ?? [] };
      for (const s of searches) {
        if (s.userId === lot.sellerId) continue;
        if (!lotMatchesSearch(matchable, s.filters as Partial<SearchFilter>)) continue;
        plans.push({
          userId: s.userId,
          type: T.savedSearchMatch,
          lotId: lot.id,
          dedupeKey: `saved:${s.id}:${lot.id}`,
          vars: lotVars(lot, { name: s.name }),
          emailOverride: s.emailAlert,
        });
      }
    }
    return deliver(plans);
  }

  /** Runs the handler of one event (in-process, or from the durable queue). */
  async function dispatch(e: DurableEvent, at: number): Promise<void> {
    switch (e.name) {
      case 'bid.placed': await handlers.bidPlaced(e.payload); return;
      case 'lot.closed': await handlers.lotClosed(e.payload); return;
      case 'lineItem.won': await handlers.lineItemWon(e.payload); return;
      case 'watchlist.changed': await handlers.watchlistChanged(e.payload, at); return;
      case 'lot.priceDropped': await handlers.priceDropped(e.payload); return;
      case 'order.created': await handlers.orderCreated(e.payload); return;
      case 'offer.placed': await handlers.offer(T.offerPlaced, e.payload, 'placed'); return;
      case 'offer.countered': await handlers.offer(T.counterOffer, e.payload, 'countered'); return;
      case 'offer.counterDeclined': await handlers.offer(T.counterOfferDeclined, e.payload, 'counterDeclined'); return;
      case 'offer.declined': await handlers.offer(T.offerRejected, e.payload, 'declined'); return;
      case 'offer.accepted': await handlers.offer(T.offerAccepted, e.payload, 'accepted'); return;
      case 'lot.published': await handlers.lotPublished(e.payload); return;
      case 'lot.withdrawn': await handlers.lotWithdrawn(e.payload); return;
      default: return;
    }
  }

  // Bids, closed lots (a closing batch) and new lots (a bulk publish, scheduled lots opening
  // together) are handled set-based for the whole round; the other events one by one, a few at once.
  const setBased = {
    'bid.placed': (payloads: unknown[]) => handlers.bidsPlaced(payloads as BidPlaced[]),
    'lot.closed': (payloads: unknown[]) => {
      // The closing committed its line-item lots' `lineItem.won` to the queue: work them now.
      deps.jobs.wake(DURABLE_EVENTS_QUEUE);
      return handlers.lotsClosed(payloads as LotClosed[]);
    },
    'lot.published': (payloads: unknown[]) => announce((payloads as { lotId: number }[]).map((x) => x.lotId)),
  } as Record<string, (payloads: unknown[]) => Promise<unknown>>;
  const slot = limiter(IN_PROCESS_CONCURRENCY);

  /** Handles events as one round (in-process, or a backup job's); answers each failed one's error by its index. */
  async function handleEvents(round: { event: DurableEvent; at: number }[]): Promise<Map<number, unknown>> {
    const indexed = round.map((p, i) => ({ ...p, i }));
    const groups = Object.entries(setBased).map(([name, run]) => ({ run, members: indexed.filter((p) => p.event.name === name) }));
    const others = indexed.filter((p) => !(p.event.name in setBased));
    const [groupResults, otherResults] = await Promise.all([
      Promise.allSettled(groups.map((g) => (g.members.length ? g.run(g.members.map((p) => p.event.payload)) : Promise.resolve()))),
      Promise.allSettled(others.map((p) => slot(() => dispatch(p.event, p.at)))),
    ]);
    const failed = new Map<number, unknown>();
    groupResults.forEach((r, i) => {
      if (r.status === 'rejected') for (const p of groups[i]!.members) failed.set(p.i, r.reason);
    });
    otherResults.forEach((r, i) => {
      if (r.status === 'rejected') failed.set(others[i]!.i, r.reason);
    });
    return failed;
  }

  return {
    handlers,
    dispatch,

    /**
     * Subscribes to the domain events and registers the job queues (before jobs.start()).
     * Delivery is durable: each event is first written as a delayed backup job
     * (`events.durable`), then handled in-process and the backup cancelled. A crash between
     * commit and delivery leaves the backup, which a worker runs after the delay (and after a
     * restart); the dedupe keys make a repeated delivery a no-op. Events that their publisher
     * enqueues in its own transaction (`lineItem.won`) are only worked from the queue.
     */
    install(events: EventBus) {
      // Backups run only after a crash; a closing's sub-lot wins are woken below. A backup holds
      // the events published together: worked as one round and retried whole (the deliveries
      // already made are no-ops the second time: the dedupe keys).
      deps.jobs.register<DurableEventJob>(DURABLE_EVENTS_QUEUE, async ({ data }) => {
        const failures = await handleEvents(eventsOfJob(data).map((e) => ({ event: { name: e.name, payload: e.payload } as DurableEvent, at: e.at })));
        if (failures.size) throw failures.values().next().value;
      }, { pollSeconds: QUIET_POLL_SECONDS });
      // Events are backed up a batch per statement, as one job (group commit, below), then
      // handled in rounds (a round's bids together), and their backups cancelled by one statement.
      // A burst (a 1,000-row bulk confirm, a busy auction) costs a few statements, never floods the pool.
      /** A backup job, cancelled once every event it holds is handled. */
      interface Backup { id: string; left: number; failed: boolean }
      interface Pending { event: DurableEvent; at: number; backup?: Backup; done: (err?: unknown) => void }
      const unsaved: Pending[] = [];
      const ready: Pending[] = [];
      let pumping = false;

      const handleRound = async (round: Pending[]) => {
        const failures = await handleEvents(round);
        // A backup with a failed event is kept whole: a worker retries it after the delay.
        const handled: string[] = [];
        round.forEach((p, i) => {
          const b = p.backup;
          if (!b) return;
          b.left--;
          if (failures.has(i)) b.failed = true;
          if (b.left === 0 && !b.failed) handled.push(b.id);
        });
        try {
          await cancelEvents(db, handled);
        } catch (err) {
          deps.logger().warn({ err }, 'handled event backups not cancelled (their rerun is a no-op)');
        }
        round.forEach((p, i) => p.done(failures.get(i)));
      };

      const pump = async () => {
        if (pumping) return;
        pumping = true;
        try {
          while (ready.length) await handleRound(ready.splice(0, ROUND_SIZE));
        } finally {
          pumping = false;
          if (unsaved.length) void backUp();
        }
      };

      // One backup insert at a time, and none while a round is handled: the events published
      // meanwhile are written by the next, together (group commit; under load a statement carries
      // a round's events, not a dozen: on PGlite an insert into the job table is ≈ 1.5 ms however
      // few its rows, docs/performance.md, "Notifications, jobs and mail").
      let backingUp = false;
      const backUp = async () => {
        if (backingUp) return;
        backingUp = true;
        try {
          const chunk = unsaved.splice(0, ROUND_SIZE);
          try {
            const backup: Backup = { id: await enqueueEventBatch(db, chunk, { delaySeconds: BACKUP_DELAY_SECONDS }), left: chunk.length, failed: false };
            for (const p of chunk) p.backup = backup;
          } catch (err) {
            // No backup: still delivered in-process now (only a crash before then would lose it).
            deps.logger().error({ err, events: chunk.length }, 'event backups not written');
          }
          ready.push(...chunk);
          // The round (or the one running, which takes it next); the events published meanwhile
          // are backed up when the rounds are done.
          void pump();
        } finally {
          backingUp = false;
        }
      };

      for (const name of inProcessEvents) {
        events.on(name, (payload) =>
          new Promise<void>((resolve, reject) => {
            unsaved.push({ event: { name, payload } as DurableEvent, at: now().getTime(), done: (err) => (err === undefined ? resolve() : reject(err)) });
            if (unsaved.length === 1 && !backingUp && !pumping) setImmediate(() => void backUp());
          }),
        );
      }
      deps.jobs.register<{ to: string; text: string }>(SMS_QUEUE, async ({ data }) => deps.sms.send(data), { pollSeconds: QUIET_POLL_SECONDS });
      deps.jobs.register(ENDING_SOON_QUEUE, async () => {
        await handlers.endingSoon();
      }, { retryLimit: 0, pollSeconds: QUIET_POLL_SECONDS });
      deps.jobs.register(PUBLISHED_SCAN_QUEUE, async () => {
        await handlers.publishedScan();
      }, { retryLimit: 0, pollSeconds: QUIET_POLL_SECONDS });
    },

    async list(userId: number) {
      const rows = await repo.list(db, userId, contract.bellListLimit);
      return {
        bellNotify: rows.map((r) => ({
          id: r.id,
          type: r.type,
          title: r.title,
          read: r.read ? ('1' as const) : ('0' as const),
          project_id: r.lotId,
          linesublot: r.subLotNumber,
          date_added: r.createdAt.toISOString(),
        })),
        unread: await repo.unreadCount(db, userId),
      };
    },

    async markRead(userId: number, id: number) {
      if (!(await repo.markRead(db, userId, id))) throw new AppError('NOT_FOUND');
      return this.pushUnread(userId);
    },
    async markAllRead(userId: number) {
      await repo.markAllRead(db, userId);
      return this.pushUnread(userId);
    },
    async clear(userId: number) {
      await repo.clear(db, userId);
      return this.pushUnread(userId);
    },
    /** Tells the user's other tabs the new count. */
    async pushUnread(userId: number) {
      const unread = await repo.unreadCount(db, userId);
      try {
        deps.realtime().emitToUser(userId, 'bellNotify', { unread });
      } catch {
        // realtime not started
      }
      return unread;
    },

    async savedSearches(userId: number) {
      return (await repo.savedSearches(db, userId)).map(presentSavedSearch);
    },
    async saveSearch(userId: number, input: { name: string; filters: unknown; email_alert: boolean }) {
      if ((await repo.savedSearchCount(db, userId)) >= contract.savedSearchLimits.perUser) throw new AppError('CONFLICT', `At most ${contract.savedSearchLimits.perUser} saved searches`);
      const row = await repo.insertSavedSearch(db, { userId, name: input.name, filters: input.filters, emailAlert: input.email_alert });
      return presentSavedSearch(row);
    },
    async deleteSavedSearch(userId: number, id: number) {
      if (!(await repo.deleteSavedSearch(db, userId, id))) throw new AppError('NOT_FOUND');
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;

const presentSavedSearch = (r: { id: number; name: string; filters: unknown; emailAlert: boolean; createdAt: Date }) => ({
  id: r.id,
  name: r.name,
  filters: r.filters as Record<string, unknown>,
  email_alert: r.emailAlert,
  date_added: r.createdAt.toISOString(),
});

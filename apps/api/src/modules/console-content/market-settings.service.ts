import { toCurrencyUnits, type MarketSettings } from '@gavel/contract';
import type { Db, Tx } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/errors.js';
import type { AuditLog } from '../audit/index.js';
import { settingsRepository } from '../../platform/settings/settings.repository.js';
import { DEFAULT_SOFT_CLOSE, type BiddingSettings } from '../bidding/index.js';
import type { SoftCloseSettings } from '../bidding/index.js';
import { DEFAULT_BID_INCREMENT } from '../catalog/index.js';
import type { TransactionSettingsStore } from '../orders/index.js';
import { BUYER_APPROVAL_KEY } from '../registration/index.js';
import { COMMISSION_KEY, DEFAULT_COMMISSION, type CommissionSetting } from '../reports/index.js';
import type { Actor } from './console-content.service.js';
import type { ConsoleContentRepository } from './console-content.repository.js';

const SOFT_CLOSE_KEY = 'soft_close';
const MAINTENANCE_KEY = 'maintenance';

type Band = MarketSettings['increments'][number];
type SoftClose = MarketSettings['soft_close'];
type CommissionBody = { percent: number; sellers: { seller_id: number; percent: number }[] };

/** A band as the audit log keeps it: amounts in currency units, as the wire and the console show them. */
const bandInUnits = (b: Band) => ({
  from_amount: toCurrencyUnits(b.from_amount),
  to_amount: b.to_amount === null ? null : toCurrencyUnits(b.to_amount),
  increment: toCurrencyUnits(b.increment),
});

const softCloseOut = (s: SoftCloseSettings): SoftClose => ({
  window_seconds: s.windowSeconds,
  extension_seconds: s.extensionSeconds,
  cap_seconds: s.capSeconds,
});

/**
 * The marketplace's operator settings. Each change commits with its audit entry, then
 * drops this process's cached copy (bidding reads the increments and soft close through a
 * 5-second cache; other processes pick the change up when theirs expires, docs/decisions.md).
 * Offer expiry, buyer approval and currency rates are read from the database on every use.
 */
export function createMarketSettingsService(deps: {
  db: Db;
  repo: ConsoleContentRepository;
  audit: AuditLog;
  bidding: BiddingSettings;
  transactionSettings: TransactionSettingsStore;
}) {
  const { db, repo, audit } = deps;

  const softClose = async (tx: Db | Tx) => ({
    ...DEFAULT_SOFT_CLOSE,
    ...((await settingsRepository.get<Partial<SoftCloseSettings>>(tx, SOFT_CLOSE_KEY)) ?? {}),
  });
  const increments = async (tx: Db | Tx): Promise<Band[]> =>
    (await repo.increments(tx)).map((r) => ({ from_amount: r.fromAmount, to_amount: r.toAmount, increment: r.increment }));

  const commission = async (tx: Db | Tx): Promise<CommissionSetting> =>
    (await settingsRepository.get<CommissionSetting>(tx, COMMISSION_KEY)) ?? DEFAULT_COMMISSION;

  /** The overrides with their sellers' names; one whose account is no longer a seller is left out (the reports ignore it too). */
  async function commissionOut(tx: Db | Tx, c: CommissionSetting): Promise<MarketSettings['commission']> {
    const sellers = await repo.sellersByIds(tx, Object.keys(c.sellers).map(Number));
    return {
      percent: c.percent,
      sellers: sellers.map((s) => ({ seller_id: s.id, name: s.name, email: s.email, percent: c.sellers[String(s.id)]! })),
    };
  }

  async function read(tx: Db | Tx = db): Promise<MarketSettings> {
    const [currencies, bands, sc, tx_, approval, maintenance, fee] = await Promise.all([
      repo.currencies(tx),
      increments(tx),
      softClose(tx),
      deps.transactionSettings.read(tx),
      settingsRepository.get<{ required?: boolean }>(tx, BUYER_APPROVAL_KEY),
      settingsRepository.get<boolean>(tx, MAINTENANCE_KEY),
      commission(tx).then((c) => commissionOut(tx, c)),
    ]);
    return {
      currencies: currencies.map((c) => ({ code: c.code, country_name: c.countryName, rate: c.rateToEur })),
      increments: bands,
      default_increment: DEFAULT_BID_INCREMENT,
      soft_close: softCloseOut(sc),
      offer_expiry_hours: tx_.offerExpiryHours,
      buyer_approval: approval?.required === true,
      maintenance: maintenance === true,
      commission: fee,
    };
  }

  /** Runs one change with its audit entry, then forgets this process's cached settings. */
  async function change(by: Actor, action: string, entityId: string, apply: (tx: Tx) => Promise<{ before: unknown; after: unknown }>) {
    await db.transaction(async (tx) => {
      // One settings change at a time: read-modify-write of shared JSON rows never interleaves.
      await repo.lockSettings(tx);
      const { before, after } = await apply(tx);
      await audit.record(tx, { ...by, action: `settings.${action}`, entity: 'setting', entityId, before, after });
    });
    deps.bidding.invalidate();
    return read();
  }

  return {
    get: () => read(),

    setCurrencyRates(rates: { code: string; rate: number }[], by: Actor) {
      return change(by, 'setCurrencyRates', 'currencies', async (tx) => {
        const known = await repo.currenciesByCode(
          tx,
          rates.map((r) => r.code),
        );
        const byCode = new Map(known.map((c) => [c.code, c.rateToEur]));
        const unknown = rates.findIndex((r) => !byCode.has(r.code));
        if (unknown >= 0) throw new AppError('VALIDATION_FAILED', undefined, { fields: { [`rates.${unknown}.code`]: 'CURRENCY_UNKNOWN' } });
        await repo.setRates(tx, rates);
        const changed = rates.filter((r) => byCode.get(r.code) !== r.rate);
        return {
          before: Object.fromEntries(changed.map((r) => [r.code, byCode.get(r.code)])),
          after: Object.fromEntries(changed.map((r) => [r.code, r.rate])),
        };
      });
    },

    /** `bands` were validated by the contract (ascending, non-overlapping, positive); amounts in cents. */
    setIncrements(bands: Band[], by: Actor) {
      return change(by, 'setIncrements', 'bid_increments', async (tx) => {
        const before = await increments(tx);
        await repo.replaceIncrements(
          tx,
          bands.map((b) => ({ fromAmount: b.from_amount, toAmount: b.to_amount, increment: b.increment })),
        );
        return { before: before.map(bandInUnits), after: bands.map(bandInUnits) };
      });
    },

    setSoftClose(s: SoftClose, by: Actor) {
      return change(by, 'setSoftClose', SOFT_CLOSE_KEY, async (tx) => {
        const before = softCloseOut(await softClose(tx));
        const value: SoftCloseSettings = {
          windowSeconds: s.window_seconds,
          extensionSeconds: s.extension_seconds,
          capSeconds: s.cap_seconds,
        };
        await settingsRepository.set(tx, SOFT_CLOSE_KEY, value);
        return { before, after: s };
      });
    },

    setOfferExpiry(hours: number, by: Actor) {
      return change(by, 'setOfferExpiry', 'transactions.offerExpiryHours', async (tx) => {
        const current = await deps.transactionSettings.read(tx);
        await deps.transactionSettings.write({ ...current, offerExpiryHours: hours }, tx);
        return { before: { offer_expiry_hours: current.offerExpiryHours }, after: { offer_expiry_hours: hours } };
      });
    },

    /** New registrations wait for approval (pending) while on; registration reads it each time. */
    setBuyerApproval(required: boolean, by: Actor) {
      return change(by, 'setBuyerApproval', BUYER_APPROVAL_KEY, async (tx) => {
        const before = (await settingsRepository.get<{ required?: boolean }>(tx, BUYER_APPROVAL_KEY))?.required === true;
        await settingsRepository.set(tx, BUYER_APPROVAL_KEY, { required });
        return { before: { required: before }, after: { required } };
      });
    },

    /**
     * The commission the sales reports deduct (validated by the contract: 0–100, two decimals,
     * each seller once); every override must name a seller account. Reports read it per request.
     * Audited in percent, as stored: `{ percent, sellers: { [seller id]: percent } }`.
     */
    setCommission(body: CommissionBody, by: Actor) {
      return change(by, 'setCommission', COMMISSION_KEY, async (tx) => {
        const sellers = new Set(
          (
            await repo.sellersByIds(
              tx,
              body.sellers.map((s) => s.seller_id),
            )
          ).map((s) => s.id),
        );
        const notSeller = body.sellers.findIndex((s) => !sellers.has(s.seller_id));
        if (notSeller >= 0)
          throw new AppError('VALIDATION_FAILED', undefined, { fields: { [`sellers.${notSeller}.seller_id`]: 'NOT_A_SELLER' } });
        const before = await commission(tx);
        const after: CommissionSetting = {
          percent: body.percent,
          sellers: Object.fromEntries(body.sellers.map((s) => [String(s.seller_id), s.percent])),
        };
        await settingsRepository.set(tx, COMMISSION_KEY, after);
        return { before: { percent: before.percent, sellers: before.sellers }, after };
      });
    },
  };
}
export type MarketSettingsService = ReturnType<typeof createMarketSettingsService>;

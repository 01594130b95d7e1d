import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { convertCents, type Rate } from '@gavel/contract';
import { useReferenceData } from './catalog';
import { storage, storageKeys } from './storage';

/**
 * The viewer's display currency (docs/decisions.md, "Sold prices in the viewer's currency"): the
 * currency chosen in the lot page's currency converter or its sold-price history, kept in this
 * browser; null until one is chosen (amounts then stay in the lot's currency).
 */
const listeners = new Set<() => void>();
const read = () => storage.get(storageKeys.displayCurrency);
const subscribe = (f: () => void) => {
  listeners.add(f);
  return () => listeners.delete(f);
};

export function useDisplayCurrency(): [string | null, (code: string | null) => void] {
  const code = useSyncExternalStore(subscribe, read, () => null);
  const set = useCallback((next: string | null) => {
    if (next) storage.set(storageKeys.displayCurrency, next);
    else storage.remove(storageKeys.displayCurrency);
    listeners.forEach((f) => f());
  }, []);
  return [code, set];
}

/** The site's exchange rates (reference data, units per 1 EUR: spec 2 §9), as the money core takes them. */
export function useRates(): Rate[] {
  const reference = useReferenceData().data;
  return useMemo(() => (reference?.currencies ?? []).map((c) => ({ code: c.country_exactcode, perEur: c.current_value })), [reference]);
}

/**
 * Amounts of a lot's currency in the viewer's display currency, through the money core's one
 * conversion (`convertCents`, the currency converter's). Without a choice, or without a rate for
 * it, amounts stay in the lot's currency.
 */
export function useInDisplayCurrency(from: string) {
  const [chosen] = useDisplayCurrency();
  const rates = useRates();
  const usable = chosen !== null && chosen !== from && convertCents(100, from, chosen, rates) !== null;
  const currency = usable ? chosen : from;
  const convert = useCallback(
    (cents: number) => (usable ? convertCents(cents, from, currency, rates)! : cents),
    [usable, from, currency, rates],
  );
  return { currency, converted: usable, convert, rates };
}

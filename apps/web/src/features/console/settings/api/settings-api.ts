import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { admin, consoleContent, consoleLots, type CommissionInput, type MarketSettings } from '@gavel/contract';
import { callApi } from '../../../../lib/api-client';

export const settingsKey = ['console', 'settings'] as const;

export const useMarketSettings = () =>
  useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => callApi(consoleContent.getSettings, {}, { signal }),
    select: (r) => r.data,
    staleTime: 0,
  });

/** Every settings call answers the whole settings object: it replaces the cached one. */
function useSettingsCall<I>(call: (input: I) => Promise<{ data: MarketSettings }>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (res) => {
      qc.setQueryData(settingsKey, res);
      // The currency converter and increments shown to buyers in this tab come from the reference data.
      return qc.invalidateQueries({ queryKey: ['catalog'] });
    },
  });
}

export const useSetCurrencyRates = () =>
  useSettingsCall((rates: { code: string; rate: number }[]) => callApi(consoleContent.setCurrencyRates, { body: { rates } }));
export const useSetIncrements = () =>
  useSettingsCall((bands: MarketSettings['increments']) => callApi(consoleContent.setIncrements, { body: { bands } }));
export const useSetSoftClose = () =>
  useSettingsCall((s: MarketSettings['soft_close']) => callApi(consoleContent.setSoftClose, { body: s }));
export const useSetOfferExpiry = () =>
  useSettingsCall((hours: number) => callApi(consoleContent.setOfferExpiry, { body: { offer_expiry_hours: hours } }));
export const useSetCommission = () => useSettingsCall((body: CommissionInput) => callApi(consoleContent.setCommission, { body }));

/** The seller accounts a commission override may name (the same list as the lot editor's seller choice). */
export const useSellerAccounts = () =>
  useQuery({
    queryKey: ['console', 'lots', 'sellers'],
    queryFn: ({ signal }) => callApi(consoleLots.listSellers, {}, { signal }),
    select: (r) => r.data,
    staleTime: 5 * 60_000,
  });

export const useSetBuyerApproval = () =>
  useSettingsCall((required: boolean) => callApi(consoleContent.setBuyerApproval, { body: { required } }));

/** The existing maintenance switch (admin.setMaintenance); the settings are read again after it. */
export function useSetMaintenance() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => callApi(admin.setMaintenance, { body: { enabled } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: settingsKey }),
  });
}

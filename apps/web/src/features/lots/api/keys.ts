/**
 * Query keys of the lot page. Everything a viewer sees depends on who they are
 * (their status, their next bid), so the viewer id is part of each key; the
 * prefixes (`lotKeys.view(id)`) let a socket event reach every viewer's copy.
 */
export const lotKeys = {
  all: ['lots'] as const,
  view: (id: number) => ['lots', 'view', id] as const,
  viewFor: (id: number, viewerId: number | null) => ['lots', 'view', id, viewerId ?? 0] as const,
  bidHistory: (id: number) => ['lots', 'bid-history', id] as const,
  soldPrices: (id: number) => ['lots', 'sold-prices', id] as const,
  lineItems: (lotId: number) => ['lots', 'line-items', lotId] as const,
  lineItemsPage: (lotId: number, viewerId: number | null, page: number, size: number) =>
    ['lots', 'line-items', lotId, viewerId ?? 0, page, size] as const,
  bidStatusFile: (lotId: number, viewerId: number | null) => ['lots', 'bid-status-file', lotId, viewerId ?? 0] as const,
};

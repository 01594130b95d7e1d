import type { AuctionType, MarketStatus } from './bid-types.js';

export interface Party {
  userId: number;
  companyId: number | null;
}

const hasCompany = (companyId: number | null): companyId is number => companyId !== null && companyId !== 0;

/** The same bidder for display: the same user, or members of the same company (id set and not 0). */
export function sameBidder(a: Party, b: Party): boolean {
  return a.userId === b.userId || (hasCompany(a.companyId) && a.companyId === b.companyId);
}

export interface ViewerStatusInput {
  auctionType: AuctionType;
  status: MarketStatus;
  /** The leader while open; the winner once sold; ignored when closed unsold. */
  top: Party | null;
  /** Lit 'highest' vs 'winning' on line items. */
  reserveMet: boolean;
  /** null for a guest. */
  viewer: Party | null;
  /** Whether the viewer or a member of their company has bid on this lot. */
  viewerHasBid: boolean;
}

/** bidtopstatus of a standard lot (labels WINNING, OUTBID, WON, LOST); null: no badge. */
export type LotViewerStatus = 'winner' | 'outbid' | 'won' | 'lost';

/** Line-item status: Highest bidder (orange, reserve unmet), Winning, Losing, Won, Lost. */
export type LineItemViewerStatus = 'highest' | 'winning' | 'losing' | 'won' | 'lost';

function closedStatus(input: ViewerStatusInput, viewer: Party): 'won' | 'lost' | null {
  if (input.status === 'sold' && input.top !== null && sameBidder(input.top, viewer)) return 'won';
  return input.viewerHasBid ? 'lost' : null;
}

function leads(input: ViewerStatusInput, viewer: Party): boolean {
  return input.top !== null && sameBidder(input.top, viewer);
}

/**
 * A standard lot. A sealed lot shows no badge while open: who leads a blind auction is hidden.
 */
export function lotViewerStatus(input: ViewerStatusInput): LotViewerStatus | null {
  const viewer = input.viewer;
  if (viewer === null) return null;
  if (input.status !== 'open') return closedStatus(input, viewer);
  if (input.auctionType === 'sealed') return null;
  if (leads(input, viewer)) return 'winner';
  return input.viewerHasBid ? 'outbid' : null;
}

/** A sub-lot of a line-item lot (always bid on with live rules). */
export function lineItemViewerStatus(input: ViewerStatusInput): LineItemViewerStatus | null {
  const viewer = input.viewer;
  if (viewer === null) return null;
  if (input.status !== 'open') return closedStatus(input, viewer);
  if (leads(input, viewer)) return input.reserveMet ? 'winning' : 'highest';
  return input.viewerHasBid ? 'losing' : null;
}

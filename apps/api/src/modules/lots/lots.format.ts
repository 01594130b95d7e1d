import { formatUsd } from '../bidding/money.js';

/** "US $1,250" as the bid history shows amounts. */
export const formatUsdForHistory = (cents: number) => `US ${formatUsd(cents)}`;

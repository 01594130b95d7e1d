import { formatUsd } from '../../platform/money-format.js';

/** "US $1,250" as the bid history shows amounts. */
export const formatUsdForHistory = (cents: number) => `US ${formatUsd(cents)}`;

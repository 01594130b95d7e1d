/** The badge is shared with the lot cards (components/lot); the lot pages keep importing it from here. */
export { BidStatusBadge } from '../../../../components/lot/bid-status-badge';

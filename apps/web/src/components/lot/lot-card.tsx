import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { LiveLot } from '../../lib/realtime/live-lot';
import { links } from '../../paths';
import { ImageIcon } from '../ui/icons';
import { MoneyText } from '../ui/money-text';
import { BidStatusBadge } from './bid-status-badge';
import { LotCountdownLine } from './lot-countdown-line';
import { WatchStar } from './watch-star';

/** What a lot card shows (a search record, a dashboard row, a similar lot). Money in cents. */
export interface LotCardLot extends LiveLot {
  title: string;
  /** Address of the first picture; '' when the lot has none. */
  avatar: string;
  date_added: string;
  /** Buy-now price, when the lot has one. */
  bprice?: number | null;
  currency?: string;
}

export interface LotCardProps {
  lot: LotCardLot;
  variant?: 'grid' | 'list';
  /** Signed in: shows WINNING/OUTBID/WON/LOST. */
  showStatus?: boolean;
  /** A buyer: shows the watch-list star. */
  showWatch?: boolean;
  onWatchChanged?: (lotId: number, watched: boolean) => void;
  /** Heading level of the title within the page. */
  headingLevel?: 'h2' | 'h3';
}

const fixedPrice = (format: string) => format === 'buynow' || format === 'pricelock';

/** The price line: sold price, buy-now price, current or starting bid. */
function priceOf(lot: LotCardLot): { key: string; cents: number } {
  if (lot.market_status === 'sold') return { key: 'price.sold', cents: lot.sold_price ?? lot.wprice };
  if (fixedPrice(lot.listing_format)) return { key: 'price.buyNow', cents: lot.bprice ?? lot.wprice };
  return { key: lot.bid_count > 0 && lot.listing_format !== 'sealed' ? 'price.current' : 'price.starting', cents: lot.wprice };
}

/**
 * One lot in a grid or a list (spec 1 §2 "Lot cards"): picture, title, listing
 * format, price, bid count, countdown, the viewer's badge and the watch star.
 * The title is the card's one link; the picture repeats it for the pointer only.
 */
export function LotCard({ lot, variant = 'grid', showStatus = false, showWatch = false, onWatchChanged, headingLevel = 'h3' }: LotCardProps) {
  const { t } = useTranslation();
  const href = links.productView(lot.id);
  const price = priceOf(lot);
  const over = lot.market_status !== 'open';
  const list = variant === 'list';

  return (
    <Card
      component="article"
      variant="outlined"
      data-testid="lot-card"
      data-lot-id={lot.id}
      data-variant={variant}
      sx={{
        display: 'flex',
        flexDirection: list ? { xs: 'column', sm: 'row' } : 'column',
        height: '100%',
        transition: 'box-shadow 120ms',
        '&:hover': { boxShadow: 3 },
        '&:focus-within': { boxShadow: 3 },
      }}
    >
      <Box sx={{ position: 'relative', flex: list ? { sm: '0 0 240px' } : undefined, bgcolor: 'grey.100' }}>
        <Box component={RouterLink} to={href} tabIndex={-1} aria-hidden sx={{ display: 'block' }}>
          {lot.avatar ? (
            <Box
              component="img"
              src={lot.avatar}
              alt=""
              loading="lazy"
              sx={{ display: 'block', width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', height: list ? { sm: '100%' } : undefined }}
            />
          ) : (
            <Box sx={{ aspectRatio: '4 / 3', display: 'grid', placeItems: 'center', color: 'text.secondary' }}>
              <ImageIcon sx={{ fontSize: 40 }} />
            </Box>
          )}
        </Box>
        {showStatus && lot.bidtopstatus && (
          <Box sx={{ position: 'absolute', top: 8, left: 8 }}>
            <BidStatusBadge status={lot.bidtopstatus} size="small" />
          </Box>
        )}
        {showWatch && (
          <Box sx={{ position: 'absolute', top: 6, right: 6 }}>
            <WatchStar lotId={lot.id} watched={lot.isWatchlisted} onChanged={(w) => onWatchChanged?.(lot.id, w)} />
          </Box>
        )}
      </Box>
      <Box sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 0.75, flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
          <Chip size="small" variant="outlined" label={t(`listingFormat.${lot.listing_format}`)} data-testid="lot-card-format" />
          {over && <Chip size="small" label={t(`marketStatus.${lot.market_status}`)} data-testid="lot-card-market-status" />}
        </Box>
        <Typography
          component={headingLevel}
          variant="subtitle1"
          sx={{ fontWeight: 700, lineHeight: 1.3, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          <Link component={RouterLink} to={href} color="inherit" underline="hover" data-testid="lot-card-title">
            {lot.title}
          </Link>
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mt: 'auto' }}>
          <Box>
            <Typography variant="caption" color="text.secondary" component="p">
              {t(price.key)}
            </Typography>
            <Typography component="p" sx={{ fontWeight: 700, fontSize: 18, color: 'primary.main' }}>
              <MoneyText cents={price.cents} currency={lot.currency} testId="lot-card-price" />
            </Typography>
          </Box>
          {!fixedPrice(lot.listing_format) && (
            <Typography variant="body2" color="text.secondary" data-testid="lot-card-bids" data-count={lot.bid_count}>
              {t('lotCard.bids', { count: lot.bid_count })}
            </Typography>
          )}
        </Box>
        <LotCountdownLine dateAdded={lot.date_added} dateClosed={lot.date_closed} over={over} />
      </Box>
    </Card>
  );
}

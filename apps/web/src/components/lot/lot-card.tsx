import { styled } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { LiveLot } from '../../lib/realtime/live-lot';
import { links } from '../../paths';
import { ImageIcon } from '../ui/icons';
import { formatMoney } from '../ui/money-text';
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
 * The whole card's look in one styled element, its parts plain elements styled by class: a page
 * draws dozens of cards, and a card of MUI components (Card, Chips, Typography, Link, Box) was about
 * a hundred components to render, most of a phone's work on /search. The parts look as MUI's
 * outlined Card, small Chips, and the subtitle1/caption/body2 Typography variants they replace.
 */
const CardRoot = styled('article')(({ theme }) => {
  const type = theme.typography;
  return {
    display: 'flex',
    flexDirection: 'column',
    height: '100%',
    overflow: 'hidden',
    backgroundColor: theme.palette.background.paper,
    color: theme.palette.text.primary,
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    transition: 'box-shadow 120ms',
    '&:hover, &:focus-within': { boxShadow: theme.shadows[3] },
    '& p, & h2, & h3': { margin: 0 },
    '& .lot-card-media': { position: 'relative', backgroundColor: theme.palette.grey[100] },
    '& .lot-card-media > a': { display: 'block' },
    '& .lot-card-img': { display: 'block', width: '100%', aspectRatio: '4 / 3', objectFit: 'cover' },
    '& .lot-card-noimg': { aspectRatio: '4 / 3', display: 'grid', placeItems: 'center', color: theme.palette.text.secondary, fontSize: 40 },
    '& .lot-card-badge': { position: 'absolute', top: 8, left: 8 },
    '& .lot-card-watch': { position: 'absolute', top: 6, right: 6 },
    '& .lot-card-body': { padding: theme.spacing(1.5), display: 'flex', flexDirection: 'column', gap: theme.spacing(0.75), flex: 1, minWidth: 0 },
    '& .lot-card-chips': { display: 'flex', gap: theme.spacing(0.5), flexWrap: 'wrap' },
    '& .lot-card-chip': {
      display: 'inline-flex',
      alignItems: 'center',
      boxSizing: 'border-box',
      height: 24,
      maxWidth: '100%',
      padding: '0 8px',
      borderRadius: 16,
      fontFamily: type.fontFamily,
      fontSize: type.pxToRem(13),
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      color: theme.palette.text.primary,
      backgroundColor: theme.palette.action.selected,
    },
    '& .lot-card-chip-outlined': { backgroundColor: 'transparent', border: `1px solid ${theme.palette.grey[400]}`, padding: '0 7px' },
    '& .lot-card-title': {
      ...type.subtitle1,
      fontWeight: 700,
      lineHeight: 1.3,
      display: '-webkit-box',
      WebkitLineClamp: 2,
      WebkitBoxOrient: 'vertical',
      overflow: 'hidden',
    },
    '& .lot-card-title > a': { color: 'inherit', textDecoration: 'none' },
    '& .lot-card-title > a:hover': { textDecoration: 'underline' },
    '& .lot-card-price-row': { display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: theme.spacing(1), flexWrap: 'wrap', marginTop: 'auto' },
    '& .lot-card-price-label': type.caption,
    '& .lot-card-price': { ...type.body1, fontWeight: 700, fontSize: 18, color: theme.palette.primary.main },
    '& .lot-card-money': { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
    '& .lot-card-bids': type.body2,
    '& .lot-card-countdown': { ...type.body2, fontVariantNumeric: 'tabular-nums' },
    '& .countdown-label': { color: theme.palette.text.secondary, marginRight: theme.spacing(1) },
    '& .countdown-time': { fontWeight: 700, whiteSpace: 'nowrap' },
    '&[data-variant="list"]': {
      [theme.breakpoints.up('sm')]: {
        flexDirection: 'row',
        '& .lot-card-media': { flex: '0 0 240px' },
        '& .lot-card-img': { height: '100%' },
      },
    },
  };
});

/**
 * One lot in a grid or a list (spec 1 §2 "Lot cards"): picture, title, listing
 * format, price, bid count, countdown, the viewer's badge and the watch star.
 * The title is the card's one link; the picture repeats it for the pointer only.
 */
export function LotCard({ lot, variant = 'grid', showStatus = false, showWatch = false, onWatchChanged, headingLevel = 'h3' }: LotCardProps) {
  const { t, i18n } = useTranslation();
  const href = links.productView(lot.id);
  const price = priceOf(lot);
  const over = lot.market_status !== 'open';
  const Heading = headingLevel;

  return (
    <CardRoot data-testid="lot-card" data-lot-id={lot.id} data-variant={variant}>
      <div className="lot-card-media">
        <RouterLink to={href} tabIndex={-1} aria-hidden>
          {lot.avatar ? (
            <img className="lot-card-img" src={lot.avatar} alt="" loading="lazy" />
          ) : (
            <div className="lot-card-noimg">
              <ImageIcon fontSize="inherit" />
            </div>
          )}
        </RouterLink>
        {showStatus && lot.bidtopstatus && (
          <div className="lot-card-badge">
            <BidStatusBadge status={lot.bidtopstatus} size="small" />
          </div>
        )}
        {showWatch && (
          <div className="lot-card-watch">
            <WatchStar lotId={lot.id} watched={lot.isWatchlisted} onChanged={(w) => onWatchChanged?.(lot.id, w)} />
          </div>
        )}
      </div>
      <div className="lot-card-body">
        <div className="lot-card-chips">
          <span className="lot-card-chip lot-card-chip-outlined" data-testid="lot-card-format">
            {t(`listingFormat.${lot.listing_format}`)}
          </span>
          {over && (
            <span className="lot-card-chip" data-testid="lot-card-market-status">
              {t(`marketStatus.${lot.market_status}`)}
            </span>
          )}
        </div>
        <Heading className="lot-card-title">
          <RouterLink to={href} data-testid="lot-card-title">
            {lot.title}
          </RouterLink>
        </Heading>
        <div className="lot-card-price-row">
          <div>
            <p className="lot-card-price-label">{t(price.key)}</p>
            <p className="lot-card-price">
              <span className="lot-card-money" data-testid="lot-card-price">
                {formatMoney(price.cents, lot.currency, i18n.language || 'en')}
              </span>
            </p>
          </div>
          {!fixedPrice(lot.listing_format) && (
            <p className="lot-card-bids" data-testid="lot-card-bids" data-count={lot.bid_count}>
              {t('lotCard.bids', { count: lot.bid_count })}
            </p>
          )}
        </div>
        <LotCountdownLine dateAdded={lot.date_added} dateClosed={lot.date_closed} over={over} />
      </div>
    </CardRoot>
  );
}

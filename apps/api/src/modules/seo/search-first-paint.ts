import { z } from 'zod';
import { search, type SearchFilterInput, type SearchRecord, type SearchResponse } from '@gavel/contract';
import { hasFilters, type SearchState } from '@gavel/contract/search-url';
import { esc, fill, shellTop, type FirstBanner } from './page-shell.js';

/**
 * `/search`'s first screen in the served HTML (issue 43): the first banner's picture (the page's
 * LCP element on a phone, fetched with the HTML instead of after the app, its code and the banners'
 * call), the title, the result count and the first cards, at the places the search screen draws
 * them (`search-screen.tsx`, `lot-card.tsx`, `banner-slot.tsx`); with the page's answer embedded
 * for the app's first call (`firstPageScript`). The filter panel, the toolbar's controls and the
 * carousel come with the app, which replaces this copy.
 */

/** Cards drawn in the HTML: a phone's first screen holds one, a wide screen two rows of three. */
export const firstScreenCards = 6;

/** Id of the `<script type="application/json">` the web app reads (`features/search/api/first-page.ts`). */
export const firstPageScriptId = 'search-first-page';

const fixedPrice = (format: string) => format === 'buynow' || format === 'pricelock';

/** The card's price line, as `lot-card.tsx`'s `priceOf`. */
function priceOf(lot: SearchRecord): { key: string; cents: number } {
  if (lot.market_status === 'sold') return { key: 'price.sold', cents: lot.sold_price ?? lot.wprice };
  if (fixedPrice(lot.listing_format)) return { key: 'price.buyNow', cents: lot.bprice ?? lot.wprice };
  return { key: lot.bid_count > 0 && lot.listing_format !== 'sealed' ? 'price.current' : 'price.starting', cents: lot.wprice };
}

/** As the web app's `formatMoney`: whole amounts without cents. */
function formatMoney(cents: number, currency: string, locale: string): string {
  const digits = cents % 100 === 0 ? 0 : 2;
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(cents / 100);
  } catch {
    return new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: 2 }).format(cents / 100);
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The countdown line as `lot-countdown-line.tsx` draws it at `now` (the app's clock then ticks it). */
function countdown(t: (key: string) => string, lot: SearchRecord, now: number): string {
  const over = lot.market_status !== 'open';
  const start = Date.parse(lot.date_added);
  const upcoming = !over && now < start;
  const remaining = (over ? now : upcoming ? start : Date.parse(lot.date_closed)) - now;
  if (remaining <= 0) return esc(t('countdown.ended'));
  const total = Math.floor(remaining / 1000);
  const days = Math.floor(total / 86_400);
  const clock = `${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  const label = upcoming ? t('countdown.startsIn') : t('countdown.endsIn');
  return `<span>${esc(label)}</span><b>${days > 0 ? `${esc(fill(t('countdown.days'), { count: days }))} ` : ''}${clock}</b>`;
}

function card(t: (key: string) => string, locale: string, lot: SearchRecord, now: number): string {
  const href = `/product/view/${lot.id}`;
  const price = priceOf(lot);
  const plural = new Intl.PluralRules(locale).select(lot.bid_count);
  const bids = fill(t(`lotCard.bids_${plural}`) || t('lotCard.bids_other'), { count: lot.bid_count });
  const picture = lot.avatar ? `<img src="${esc(lot.avatar)}" alt="" loading="lazy">` : '<span class="fp-noimg"></span>';
  return (
    `<li><article class="fp-card">` +
    `<a class="fp-pic" href="${href}" tabindex="-1" aria-hidden="true">${picture}</a>` +
    `<div class="fp-cb"><div class="fp-chips"><span>${esc(t(`listingFormat.${lot.listing_format}`))}</span>` +
    (lot.market_status !== 'open' ? `<span class="fp-over">${esc(t(`marketStatus.${lot.market_status}`))}</span>` : '') +
    `</div><h3><a href="${href}">${esc(lot.title)}</a></h3>` +
    `<div class="fp-price"><div><small>${esc(t(price.key))}</small><p>${esc(formatMoney(price.cents, lot.currency, locale))}</p></div>` +
    (fixedPrice(lot.listing_format) ? '' : `<span>${esc(bids)}</span>`) +
    `</div><p class="fp-cd">${countdown(t, lot, now)}</p></div></article></li>`
  );
}

export interface SearchFirstScreen {
  state: SearchState;
  answer: SearchResponse;
  /** The first banner, drawn only where the app shows the slider (no filter, open lots). */
  banner: FirstBanner | undefined;
  /** The visitor's language tag (`en`, `pt-BR`…), for numbers and plurals. */
  locale: string;
  now: number;
}

/** The first screen's markup; `t` looks a key up in the visitor's phrases (English behind them). */
export function searchFirstPaintMarkup(t: (key: string) => string, { state, answer, banner, locale, now }: SearchFirstScreen): string {
  const showBanner = banner && !state.completed && !hasFilters(state);
  const title = state.searchbar ? fill(t('search.resultsFor'), { text: state.searchbar }) : state.completed ? t('search.completedTitle') : t('search.title');
  const total = answer.totalRecords;
  const from = total === 0 ? 0 : (state.page - 1) * state.sh_limit + 1;
  const to = Math.min(total, state.page * state.sh_limit);
  const records = answer.records.slice(0, firstScreenCards);
  const list =
    records.length === 0
      ? `<p class="fp-none">${esc(t('search.noResults'))}</p>`
      : `<ul class="fp-cards${state.view === 'list' ? ' fp-list' : ''}" aria-label="${esc(t('search.resultsLabel'))}">${records.map((r) => card(t, locale, r, now)).join('')}</ul>`;
  return (
    shellTop(t) +
    // The slot's picture: the same address as the app's `BannerSlot`, so it is fetched once.
    (showBanner
      ? `<div class="fp-sc fp-sbanner" aria-hidden="true"><div class="fp-bslot"><img src="/uploads/banner/${encodeURIComponent(banner.image)}" alt="" fetchpriority="high"></div><div class="fp-controls"></div></div>`
      : '') +
    `<div class="fp-sc fp-sres"><h1 class="fp-stitle">${esc(title)}</h1>` +
    `<div class="fp-srow"><div class="fp-aside"></div><section aria-label="${esc(t('search.resultsLabel'))}">` +
    `<div class="fp-tools"><span>${esc(fill(t('search.showing'), { from, to, total }))}</span></div>` +
    list +
    `</section></div></div></main></div>`
  );
}

/**
 * JSON inside a `<script>`: `<`, `>`, `&` and the two line separators as `\uXXXX` escapes, so no
 * string (a lot's title with `</script>` or `<!--`) can end the element or open a comment; JSON.parse
 * reads the escapes back unchanged.
 */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * The first page's call and its answer as `POST /api/auction/search` sends it (encoded for the wire:
 * money in currency units), for the app's first call: it takes the answer only when the body it
 * would send is `body` (the same URL → body mapping, `@gavel/contract/search-url`).
 */
export function firstPageScript(body: SearchFilterInput, answer: SearchResponse): string {
  const wire = z.encode(search.search.response, answer);
  return `<script type="application/json" id="${firstPageScriptId}">${scriptJson({ body, answer: wire })}</script>`;
}

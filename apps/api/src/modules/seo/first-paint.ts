import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bundledText } from '@gavel/contract/locales';
import { languages, languageTags, type Language } from '@gavel/contract/languages';
import { listingFormats } from '@gavel/contract/catalog-codes';
import { errorHttpStatus, search } from '@gavel/contract';
import { hasFilters, parseSearchState, toSearchBody } from '@gavel/contract/search-url';
import type { AppDeps } from '../../platform/deps.js';
import { AppError } from '../../platform/http/errors.js';
import { esc, fill, shellTop, type FirstBanner } from './page-shell.js';
import { firstPageScript, searchFirstPaintMarkup } from './search-first-paint.js';

/**
 * The landing page's first screen in the served HTML (issue 11, "what a buyer on a phone feels").
 *
 * `GET /` answers the built `index.html` with a static copy of what the app shows above the fold
 * (header bar, hero, stat cards, the first banner) inside `#root`, in the visitor's language and
 * with the operator's phrases, so the browser paints it (and its largest picture) before any
 * script runs. The app's first render replaces it wholesale (`createRoot` clears the container;
 * `main.tsx` renders only once the route's screen and data are ready, so the swap shows the same
 * page). Same sizes as the app's layout, so the page does not jump. Plain links: a tap before the
 * app starts is an ordinary navigation.
 */

/** Cookie the web app writes next to its stored language (`lib/i18n/languages.ts`). */
export const languageCookie = 'gavel_lang';

export function languageFromCookie(header: string | undefined): Language {
  const raw = /(?:^|;\s*)gavel_lang=([^;]*)/.exec(header ?? '')?.[1];
  const tag = raw ? decodeURIComponent(raw) : '';
  return languages.find((l) => languageTags[l] === tag) ?? 'English';
}

const font =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "PingFang SC", "Microsoft YaHei", "Liberation Sans", sans-serif';

/** Mirrors the MUI theme and the landing screen's `sx` (breakpoints sm 600, md 992, lg 1200). */
const css = `body{margin:0;background:#f5f7fa;color:#1c2430;font-family:${font};font-size:1rem;line-height:1.5;letter-spacing:.00938em;-webkit-font-smoothing:antialiased}
.fp,.fp *{box-sizing:border-box}
.fp{display:flex;flex-direction:column;min-height:100vh}
.fp a{text-decoration:none}
.fp-header{position:sticky;top:0;z-index:1100;background:#fff;border-bottom:1px solid rgba(0,0,0,.12)}
.fp-bar{max-width:1536px;margin:0 auto;display:flex;align-items:center;min-height:60px;padding:0 16px}
.fp-logo{display:inline-flex;align-items:center;gap:8px;color:#1d3b6f}
.fp-logo svg{width:34px;height:34px}
.fp-logo span{font-weight:800;font-size:22px;letter-spacing:.5px}
.fp-nav{background:#fafafa;border-bottom:1px solid rgba(0,0,0,.12);height:49px}
.fp-main{flex:1;min-height:100vh}
.fp-hero{color:#fff;background:linear-gradient(135deg,#142a50 0%,#1d3b6f 55%,#2f5a9e 100%);position:relative;overflow:hidden}
.fp-dots{position:absolute;inset:0;opacity:.12;background-image:radial-gradient(circle at 1px 1px,#fff 1px,transparent 0);background-size:22px 22px}
.fp-c{width:100%;margin:0 auto;padding:0 16px;max-width:1200px;position:relative}
.fp-hero .fp-c{padding-top:48px;padding-bottom:48px}
.fp-hero h1{margin:0;max-width:720px;font-size:30px;font-weight:700;line-height:1.167}
.fp-hero p{margin:16px 0 32px;max-width:640px;font-size:16px;opacity:.9}
.fp-cta{display:inline-flex;align-items:center;justify-content:center;min-width:64px;padding:8px 22px;border-radius:8px;background:#b45309;color:#fff;font-weight:600;font-size:.9375rem;line-height:1.75}
.fp-stats{list-style:none;padding:0;margin:-24px 0 0;display:grid;gap:16px;grid-template-columns:1fr 1fr}
.fp-stats li{background:#fff;border-radius:8px;padding:16px;text-align:center;box-shadow:0 3px 1px -2px rgba(0,0,0,.2),0 2px 2px 0 rgba(0,0,0,.14),0 1px 5px 0 rgba(0,0,0,.12)}
.fp-stats b{display:block;font-size:26px;font-weight:800;color:#1d3b6f;line-height:1.5}
.fp-stats span{color:#4f5b6b}
.fp-banner{margin-top:32px}
.fp-slide{position:relative;display:block;color:#fff;border-radius:8px;overflow:hidden}
.fp-slide img{display:block;width:100%;aspect-ratio:4/3;object-fit:cover;object-position:right center;background:#eeeeee}
.fp-words{position:absolute;inset:0;display:flex;flex-direction:column;justify-content:center;align-items:flex-start;gap:8px;padding:16px 20px;background:linear-gradient(90deg,rgba(10,20,40,.82) 0%,rgba(10,20,40,.6) 55%,rgba(10,20,40,.1) 100%)}
.fp-words b{font-weight:800;font-size:20px;line-height:1.15}
.fp-words span{font-size:14px}
.fp-words i{font-style:normal;margin-top:4px;padding:8px 20px;border-radius:40px;background:#fff;color:#1d3b6f;font-weight:700;font-size:14px}
.fp-controls{height:42px}
.fp-c.fp-lot{padding-top:16px;padding-bottom:16px}
.fp-back{display:inline-flex;align-items:center;margin:0 0 8px -8px;padding:6px 8px;border-radius:8px;color:#1d3b6f;font-size:14px;line-height:24.5px;font-weight:600}
.fp-back svg{width:20px;height:20px;margin:0 8px 0 -4px;fill:currentColor}
.fp-head{margin-bottom:16px}
.fp-num{font-size:12px;line-height:31.92px;text-transform:uppercase;color:#1c2430}
.fp-lot h1{margin:0;font-size:21.6px;line-height:1.235;font-weight:700;overflow-wrap:anywhere}
.fp-grid{display:grid;gap:16px;grid-template-columns:minmax(0,1fr);align-items:start}
.fp-gal{border:1px solid rgba(0,0,0,.12);border-radius:8px;overflow:hidden;background:#fff}
.fp-gal img,.fp-gal div{display:block;width:100%;aspect-ratio:4/3;object-fit:contain}
.fp-gal div{background:#f5f5f5}
.fp-sc{width:100%;margin:0 auto;padding:0 16px;max-width:1536px}
.fp-sbanner{padding-top:16px}
.fp-bslot{aspect-ratio:4/3;border-radius:8px;background:#eeeeee;overflow:hidden}
.fp-bslot img{display:block;width:100%;height:100%;object-fit:cover;object-position:right center}
.fp-sres{padding-top:16px;padding-bottom:16px}
.fp-stitle{margin:0 0 16px;font-size:26px;line-height:1.235;font-weight:700;overflow-wrap:anywhere}
.fp-srow{display:flex;gap:24px;align-items:flex-start}
.fp-aside{display:none}
.fp-srow section{flex:1;min-width:0}
.fp-tools{min-height:124px;margin-bottom:28px;font-size:.875rem;line-height:1.43;color:#4f5b6b}
.fp-cards{list-style:none;margin:0;padding:0;display:grid;gap:16px;grid-template-columns:minmax(0,1fr)}
.fp-cards li{min-width:0}
.fp-card{display:flex;flex-direction:column;height:100%;background:#fff;border:1px solid rgba(0,0,0,.12);border-radius:8px;overflow:hidden}
.fp-pic{display:block;background:#f5f5f5}
.fp-pic img,.fp-noimg{display:block;width:100%;aspect-ratio:4/3;object-fit:cover}
.fp-cb{padding:12px;display:flex;flex-direction:column;gap:6px;flex:1;min-width:0}
.fp-chips{display:flex;gap:4px;flex-wrap:wrap}
.fp-chips span{display:inline-flex;align-items:center;height:24px;padding:0 7px;border:1px solid #bdbdbd;border-radius:16px;font-size:.8125rem}
.fp-chips .fp-over{border-color:transparent;background:rgba(0,0,0,.08)}
.fp-card h3{margin:0;font-size:1rem;font-weight:700;line-height:1.3;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden}
.fp-card h3 a{color:inherit}
.fp-price{display:flex;align-items:baseline;justify-content:space-between;gap:8px;flex-wrap:wrap;margin-top:auto}
.fp-price small{display:block;font-size:.75rem;line-height:1.66;color:#4f5b6b}
.fp-price p{margin:0;font-size:18px;font-weight:700;color:#1d3b6f;white-space:nowrap}
.fp-price>span{font-size:.875rem;line-height:1.43;color:#4f5b6b}
.fp-cd{margin:0;font-size:.875rem;line-height:1.43;font-variant-numeric:tabular-nums}
.fp-cd span{color:#4f5b6b;margin-right:8px}
.fp-cd b{white-space:nowrap}
.fp-none{margin:0;padding:14px 16px;border:1px solid #03a9f4;border-radius:8px;color:#014361}
@media (min-width:600px){.fp-sc{padding-left:24px;padding-right:24px}.fp-tools{min-height:88px}.fp-bslot{aspect-ratio:16/7}.fp-cards{grid-template-columns:repeat(2,minmax(0,1fr))}.fp-cards.fp-list{grid-template-columns:minmax(0,1fr)}}
@media (min-width:992px){.fp-tools{min-height:40px}.fp-sbanner{padding-top:24px}.fp-sres{padding-top:24px;padding-bottom:24px}.fp-stitle{font-size:32px}.fp-bslot{aspect-ratio:16/5}}
@media (min-width:1024px){.fp-aside{display:block;flex:0 0 270px}}
@media (min-width:1200px){.fp-cards{grid-template-columns:repeat(3,minmax(0,1fr))}}
@media (min-width:600px){.fp-c{padding:0 24px}.fp-lot h1{font-size:28px}.fp-hero .fp-c{padding-top:48px;padding-bottom:48px}.fp-hero h1{font-size:40px}.fp-slide img{aspect-ratio:16/7}.fp-words{padding:16px 40px}.fp-words b{font-size:28px}.fp-words span{font-size:16px}}
@media (min-width:992px) and (max-width:1535.95px){.fp-logo span{display:none}}
@media (min-width:992px){.fp-c.fp-lot{padding-top:32px;padding-bottom:32px}.fp-head{margin-bottom:24px}.fp-lot h1{font-size:32px}.fp-grid{gap:32px;grid-template-columns:minmax(0,7fr) minmax(0,5fr)}.fp-bar{min-height:68px;padding:0 48px}.fp-hero .fp-c{padding-top:80px;padding-bottom:80px}.fp-hero h1{font-size:48px}.fp-hero p{font-size:19px}.fp-stats{margin-top:-40px;grid-template-columns:repeat(4,1fr)}.fp-stats li{padding:24px}.fp-stats b{font-size:34px}.fp-banner{margin-top:48px}.fp-slide img{aspect-ratio:16/5}.fp-words{gap:12px;padding:16px 64px}.fp-words b{font-size:38px;max-width:60%}.fp-words span{font-size:19px;max-width:55%}.fp-words i{font-size:16px}}`;



const stats = ['computers', 'customers', 'brands', 'years'] as const;

/** The first screen's markup; `t` looks a key up in the visitor's phrases (English behind them). */
export function firstPaintMarkup(t: (key: string) => string, banner: FirstBanner | undefined): string {
  const live = `/search?listfmt=${listingFormats.live}`;
  let slide = '';
  if (banner) {
    const href = banner.subtitle.trim();
    const external = /^https?:\/\//i.test(href);
    const open = href ? `<a class="fp-slide" href="${esc(external || href.startsWith('/') ? href : `/${href}`)}"${external ? ' target="_blank" rel="noopener noreferrer"' : ''}>` : '<div class="fp-slide">';
    const title = t(`banner.${banner.id}.title`) || banner.title;
    const text = t(`banner.${banner.id}.text`) || banner.caption;
    slide =
      `<section class="fp-c fp-banner" aria-label="${esc(t('landing.bannersLabel'))}">${open}` +
      `<img src="/uploads/banner/${encodeURIComponent(banner.image)}" alt="" fetchpriority="high">` +
      `<span class="fp-words"><b>${esc(title)}</b>${text ? `<span>${esc(text)}</span>` : ''}<i>${esc(t('banner.open'))}</i></span>` +
      `${href ? '</a>' : '</div>'}<div class="fp-controls"></div></section>`;
  }
  return (
    shellTop(t) +
    `<section class="fp-hero" aria-labelledby="fp-hero-title"><div class="fp-dots"></div><div class="fp-c">` +
    `<h1 id="fp-hero-title">${esc(t('landing.heroTitle'))}</h1><p>${esc(t('landing.heroText'))}</p>` +
    `<a class="fp-cta" href="${live}">${esc(t('landing.seeLiveAuctions'))}</a></div></section>` +
    `<div class="fp-c"><ul class="fp-stats" aria-label="${esc(t('landing.statsLabel'))}">` +
    stats.map((s) => `<li><b>${esc(t(`landing.stats.${s}Value`))}</b><span>${esc(t(`landing.stats.${s}`))}</span></li>`).join('') +
    `</ul></div>` +
    slide +
    `</main></div>`
  );
}


export interface FirstLot {
  id: number;
  title: string;
  category: string | null;
  images: string[];
}

const backArrow = `<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20z"/></svg>`;

/**
 * A lot page's first screen (`GET /product/view/:id`): the back link, the lot number and category,
 * the title and the first picture in the gallery's 4:3 frame (the page's LCP element), at the
 * places the lot view draws them (`lot-view-screen.tsx`, `standard-lot-view.tsx`,
 * `image-gallery.tsx`: measured at 375, 412 and 1280 px). The bidding card's column stays empty
 * until the app, which knows the viewer, replaces the copy.
 */
export function lotFirstPaintMarkup(t: (key: string) => string, lot: FirstLot): string {
  const [first] = lot.images;
  const alt = fill(t('gallery.imageOf'), { title: lot.title, number: 1, count: lot.images.length });
  // The same address as the app's `<img>` (the lot view's `images`), so the picture is fetched once.
  const picture = first ? `<img src="${esc(`/uploads/product/${first}`)}" alt="${esc(alt)}" fetchpriority="high">` : `<div></div>`;
  return (
    shellTop(t) +
    `<div class="fp-c fp-lot">` +
    `<a class="fp-back" href="/search">${backArrow}${esc(t('lot.back'))}</a>` +
    `<div class="fp-head"><div class="fp-num">${esc(fill(t('lot.number'), { id: lot.id }))}${lot.category ? ` · ${esc(lot.category)}` : ''}</div>` +
    `<h1>${esc(lot.title)}</h1></div>` +
    `<div class="fp-grid"><div class="fp-gal">${picture}</div></div>` +
    `</div></main></div>`
  );
}

/**
 * `index.html` with the first screen inside `#root`, its style in `<head>` and the page's language;
 * `afterRoot` (data for the app) goes beside `#root`, where the app's first render leaves it.
 */
export function withFirstPaint(indexHtml: string, lang: string, markup: string, afterRoot = ''): string {
  return indexHtml
    .replace(/<html( lang="[^"]*")?/, `<html lang="${esc(lang)}"`)
    .replace('</head>', `<style id="first-paint-style">${css}</style></head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>${afterRoot}`);
}

const sendPage = (reply: FastifyReply, html: string) =>
  reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'cookie').send(html);

export function firstPaintRoutes(app: FastifyInstance, deps: AppDeps) {
  const indexFile = path.join(deps.config.webDist, 'index.html');
  if (!deps.config.FIRST_PAINT || !fs.existsSync(indexFile)) return;
  // Read once: the file's hashed script names change only with a new build (and a restart), so no
  // request pays a synchronous stat or read.
  const built = fs.readFileSync(indexFile, 'utf8');
  const indexHtml = () => built;

  /** The visitor's phrases as the web app has them: the API's (operator overrides), its bundled files, English behind. */
  const phrasesOf = async (language: Language) => {
    const phrases = await deps.services.content.phrases(language);
    return (key: string) => bundledText(key, language, phrases) ?? '';
  };

  /**
   * Both pages read the database, so the API's rate limit and maintenance apply to them
   * (`databasePage`, docs/security.md). A refusal (429 over the limit, 503 in maintenance) is
   * answered before any read with the bare app page and its status: the app then shows its own
   * maintenance or error page, never a first screen that vanishes.
   */
  const pageOptions = {
    schema: { hide: true },
    config: { databasePage: true },
    errorHandler: (err: Error & { statusCode?: number }, req: FastifyRequest, reply: FastifyReply) => {
      const status = err instanceof AppError ? errorHttpStatus[err.code] : (err.statusCode ?? 500);
      if (status >= 500 && !(err instanceof AppError)) req.log.error({ err }, 'page not served');
      return reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(indexHtml());
    },
  };

  app.get('/', pageOptions, async (req: FastifyRequest, reply) => {
    const html = indexHtml();
    const language = languageFromCookie(req.headers.cookie);
    let page = html;
    try {
      // The operator's phrases and banners as they are now: the snapshot is never stale.
      const [t, banners] = await Promise.all([phrasesOf(language), deps.services.content.banners()]);
      page = withFirstPaint(html, languageTags[language], firstPaintMarkup(t, banners[0]));
    } catch (err) {
      // The plain app shell still works: never fail the page because of its first paint.
      req.log.warn({ err }, 'first paint not rendered');
    }
    return sendPage(reply, page);
  });

  // `/search` (issue 43): the first banner's picture, the first cards and the page's answer for the
  // app's first call, read as a guest: the page request carries no login (the app keeps its token in
  // storage), so the HTML holds only what anyone may see, and the app takes the answer only for a
  // guest. `/recent/completed` and a signed-in visitor's page have no banner and get the plain shell.
  if (deps.config.FIRST_PAINT_SEARCH) {
    app.get('/search', pageOptions, async (req, reply) => {
      const html = indexHtml();
      let page = html;
      try {
        const language = languageFromCookie(req.headers.cookie);
        const state = parseSearchState(new URLSearchParams(req.url.slice(req.url.indexOf('?') + 1 || req.url.length)));
        const body = toSearchBody(state);
        const wantsBanner = !state.completed && !hasFilters(state);
        const [t, answer, banners] = await Promise.all([
          phrasesOf(language),
          deps.services.search.search(search.search.body.parse(body), null),
          wantsBanner ? deps.services.content.banners() : [],
        ]);
        const markup = searchFirstPaintMarkup(t, { state, answer, banner: banners[0], locale: languageTags[language], now: Date.now() });
        page = withFirstPaint(html, languageTags[language], markup, firstPageScript(body, answer));
      } catch (err) {
        req.log.warn({ err }, 'search first paint not rendered');
      }
      return sendPage(reply, page);
    });
  }

  // A lot page: its first screen, with the lot's first picture (the page's LCP element), which the
  // browser then fetches with the HTML instead of after the app, the lot view's code and its data
  // (≈ 5 s of render delay on a throttled phone). Only a listed lot: a draft's title and picture
  // stay unknown, as the lot view itself answers 404 for it.
  app.get('/product/view/:id', pageOptions, async (req, reply) => {
    const html = indexHtml();
    const id = Number((req.params as { id: string }).id);
    let page = html;
    if (Number.isSafeInteger(id) && id > 0) {
      try {
        const language = languageFromCookie(req.headers.cookie);
        const [lot, t] = await Promise.all([deps.services.lots.firstPaint(id), phrasesOf(language)]);
        if (lot) {
          page = withFirstPaint(html, languageTags[language], lotFirstPaintMarkup(t, lot));
        }
      } catch (err) {
        req.log.warn({ err }, 'lot first paint not rendered');
      }
    }
    return sendPage(reply, page);
  });
}

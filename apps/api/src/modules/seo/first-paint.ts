import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { catalogues, searchCatalogues } from '@gavel/contract/locales';
import { languages, languageTags, type Language } from '@gavel/contract/languages';
import { listingFormats } from '@gavel/contract/catalog-codes';
import type { AppDeps } from '../../platform/deps.js';
import { lotsRepository } from '../lots/lots.repository.js';

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

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

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
@media (min-width:600px){.fp-c{padding:0 24px}.fp-hero .fp-c{padding-top:48px;padding-bottom:48px}.fp-hero h1{font-size:40px}.fp-slide img{aspect-ratio:16/7}.fp-words{padding:16px 40px}.fp-words b{font-size:28px}.fp-words span{font-size:16px}}
@media (min-width:992px) and (max-width:1535.95px){.fp-logo span{display:none}}
@media (min-width:992px){.fp-bar{min-height:68px;padding:0 48px}.fp-hero .fp-c{padding-top:80px;padding-bottom:80px}.fp-hero h1{font-size:48px}.fp-hero p{font-size:19px}.fp-stats{margin-top:-40px;grid-template-columns:repeat(4,1fr)}.fp-stats li{padding:24px}.fp-stats b{font-size:34px}.fp-banner{margin-top:48px}.fp-slide img{aspect-ratio:16/5}.fp-words{gap:12px;padding:16px 64px}.fp-words b{font-size:38px;max-width:60%}.fp-words span{font-size:19px;max-width:55%}.fp-words i{font-size:16px}}`;

const logo = `<svg viewBox="0 0 32 32" aria-hidden="true"><rect width="32" height="32" rx="7" fill="currentColor"/><g transform="rotate(-45 15 15)"><rect x="8" y="5" width="14" height="6" rx="1.5" fill="#e07b16"/><rect x="13.5" y="11" width="3" height="14" rx="1.5" fill="#ffffff"/></g><rect x="4.5" y="24" width="12" height="3.5" rx="1.5" fill="#ffffff"/></svg>`;

export interface FirstBanner {
  id: number;
  image: string;
  title: string;
  subtitle: string;
  caption: string;
}

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
    `<div class="fp">` +
    `<header class="fp-header"><div class="fp-bar"><a class="fp-logo" href="/" aria-label="${esc(t('header.home'))}">${logo}<span>${esc(t('app.name'))}</span></a></div></header>` +
    `<div class="fp-nav"></div>` +
    `<main class="fp-main">` +
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

/** `index.html` with the first screen inside `#root`, its style in `<head>` and the page's language. */
export function withFirstPaint(indexHtml: string, lang: string, markup: string): string {
  return indexHtml
    .replace(/<html( lang="[^"]*")?/, `<html lang="${esc(lang)}"`)
    .replace('</head>', `<style id="first-paint-style">${css}</style></head>`)
    .replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
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

  app.get('/', { schema: { hide: true } }, async (req: FastifyRequest, reply) => {
    const html = indexHtml();
    const language = languageFromCookie(req.headers.cookie);
    let page = html;
    try {
      // In maintenance visitors get the app's maintenance page, not a landing page that then vanishes.
      if (await deps.services.maintenance.isOn()) return await sendPage(reply, html);
      // The operator's phrases and banners as they are now: the snapshot is never stale.
      const [phrases, banners] = await Promise.all([deps.services.content.phrases(language), deps.services.content.banners()]);
      // As the web app: its bundled files (the phrases' catalogues and `search.json`), English behind them, then the API's phrases.
      const t = (key: string) => phrases[key] ?? searchCatalogues[language][key] ?? searchCatalogues.English[key] ?? catalogues.English[key] ?? '';
      page = withFirstPaint(html, languageTags[language], firstPaintMarkup(t, banners[0]));
    } catch (err) {
      // The plain app shell still works: never fail the page because of its first paint.
      req.log.warn({ err }, 'first paint not rendered');
    }
    return sendPage(reply, page);
  });

  // A lot page's largest picture (its LCP element) is its first image: the browser starts it
  // with the HTML instead of after the app, the lot view's code and its data (≈ 5 s of load
  // delay on a throttled phone).
  app.get('/product/view/:id', { schema: { hide: true } }, async (req, reply) => {
    const html = indexHtml();
    const id = Number((req.params as { id: string }).id);
    let page = html;
    if (Number.isSafeInteger(id) && id > 0) {
      try {
        const [first] = await lotsRepository.images(deps.db, id);
        if (first) page = withImagePreload(html, `/uploads/product/${first}`);
      } catch (err) {
        req.log.warn({ err }, 'lot picture preload not added');
      }
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
  });
}

/** `index.html` asking for a picture at high priority as soon as its head is read. */
export function withImagePreload(indexHtml: string, href: string): string {
  return indexHtml.replace('</head>', `<link rel="preload" as="image" href="${esc(href)}" fetchpriority="high"></head>`);
}

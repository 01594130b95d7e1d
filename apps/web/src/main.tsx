import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from './lib/i18n/i18n';
import { App } from './app/app';
import { appRouter } from './app/router';
import { paths } from './paths';

const root = createRoot(document.getElementById('root')!);

// Every page but the landing page calls the API right after its first render: the calls' code
// (zod, the wire codecs) starts loading now, in parallel with the catalogues, without holding up
// the first paint. The landing page's reads need neither (lib/public-read.ts): it loads them on
// its first real call (a sign-in, a stored login's details, the newsletter form).
if (window.location.pathname !== paths.home) void import('./lib/api-call');

// The API sent the page's first screen in the HTML (`.fp`: the landing page, a lot page, `/search`
// with its first answer beside it; see the API's `modules/seo`): it stays until the route's screen
// and data are ready, so the app's first render replaces it with the same page instead of an empty one.
const routerReady = () =>
  document.querySelector('#root > .fp') && !appRouter().state.initialized
    ? new Promise<void>((resolve) => {
        const stop = appRouter().subscribe((state) => {
          if (!state.initialized) return;
          stop();
          resolve();
        });
      })
    : undefined;

// The modules' evaluation ends here; the router (its route matching and the first page's loaders)
// starts in the next task, so a phone's main thread is free in between.
await new Promise((resolve) => setTimeout(resolve, 0));
appRouter();

// The first `Intl.NumberFormat` a page builds loads the number data of the browser's ICU (≈ 15 ms
// on a fast machine, four times that on Lighthouse's phone), whatever the language; later ones
// take a fraction of a millisecond. Built here, each in its own task while the first page waits
// for its data, not inside the render that first shows a price or a date.
setTimeout(() => new Intl.NumberFormat('en').format(0), 0);
setTimeout(() => new Intl.DateTimeFormat('en').format(0), 0);

// The interface text of the stored language is loaded before the first paint,
// so a returning German visitor never sees a flash of English.
void initI18n()
  .catch((err: unknown) => console.error('[i18n] init failed', err))
  .then(routerReady)
  .finally(() => {
    // A transition: React renders the whole first page in slices of a few milliseconds, yielding
    // to the browser between them, instead of in one long task (on a phone, half a second during
    // which a tap on the first screen the API sent could not be answered; Lighthouse's TBT).
    startTransition(() => {
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });
  });

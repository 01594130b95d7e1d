import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from './lib/i18n/i18n';
import { App } from './app/app';

const root = createRoot(document.getElementById('root')!);

// Every page calls the API right after its first render: the calls' code (zod, the wire codecs)
// starts loading now, in parallel with the catalogues, without holding up the first paint.
void import('./lib/api-call');

// The interface text of the stored language is loaded before the first paint,
// so a returning German visitor never sees a flash of English.
void initI18n()
  .catch((err: unknown) => console.error('[i18n] init failed', err))
  .finally(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });

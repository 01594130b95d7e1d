import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from './lib/i18n/i18n';
import { App } from './app/app';

const root = createRoot(document.getElementById('root')!);

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

// The mail thread's entry (mail-thread.ts starts it). The compiled API has `mail-sender.js` beside
// this file (scripts/build.mjs); from the TypeScript sources (tsx, the tests) it loads
// `mail-sender.ts` through tsx's loader, registered for this thread only.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

const compiled = new URL('./mail-sender.js', import.meta.url);
if (fs.existsSync(fileURLToPath(compiled))) {
  await import(compiled.href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import(new URL('./mail-sender.ts', import.meta.url).href);
}

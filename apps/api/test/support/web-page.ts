import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A built web app's page as Vite writes it (the app mounts in an empty `#root`), in a fresh folder for `WEB_DIST`. */
export function fakeWebDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gavel-web-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html>\n<html lang="en">\n  <head>\n    <script type="module" src="/assets/index-abc123.js"></script>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n',
  );
  return dir;
}

/** Text as the server's first paint escapes it in HTML. */
export const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

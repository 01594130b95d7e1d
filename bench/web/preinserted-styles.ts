/**
 * What the first screens' style insertion costs: a copy of a web build whose `index.html` already
 * holds every emotion rule the first screens insert, so the app inserts none at run time. Loads
 * `/`, `/search` and a lot page at 412 px (a phone) and 1,280 px, records each rule emotion's sheet
 * inserts (its text as emotion wrote it, before the browser parses it), and writes them into the
 * copy's `<head>` as one `<style data-emotion="css name …">`, which emotion's cache takes as already
 * inserted when it starts. Then time the two builds against each other:
 *
 *   cd apps/web && npx vite build --sourcemap --outDir /tmp/web-a --emptyOutDir
 *   npx tsx bench/web/preinserted-styles.ts /tmp/web-a /tmp/web-a-styles
 *   npx tsx bench/web/cpu-tbt.ts /tmp/web-a /tmp/web-a-styles
 *
 * An experiment, not the app's way (docs/decisions.md, web (first page)): the class names are
 * hashes of the styles, so the copy is only right for the build it was taken from.
 * Knobs: CHROME_PATH (/usr/bin/chromium), LH_PAGES (as `lighthouse.ts`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { runMain } from '../support/cleanup.js';
import { launchChromium, pagesOf, phoneContext, startWebServer } from './server.js';

const [from, to] = process.argv.slice(2).map((arg) => path.resolve(arg));
if (!from || !to) throw new Error('usage: npx tsx bench/web/preinserted-styles.ts <built folder> <copy to write>');

const devices = [phoneContext, { viewport: { width: 1280, height: 900 } }];

/** Every rule a page's emotion cache (`data-emotion="css"`) inserts, in order, recorded before the browser parses it. */
function recordEmotionRules() {
  const rules: string[] = [];
  (window as unknown as { __emotionRules: string[] }).__emotionRules = rules;
  const insertRule = CSSStyleSheet.prototype.insertRule;
  CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
    if ((this.ownerNode as HTMLElement | null)?.dataset.emotion === 'css') rules.push(rule);
    return insertRule.call(this, rule, index);
  };
}

runMain(async () => {
  const base = await startWebServer({ dist: from });
  const browser = await launchChromium();
  const rules = new Set<string>();
  for (const device of devices) {
    for (const page of await pagesOf(base)) {
      const context = await browser.newContext(device);
      await context.addInitScript(recordEmotionRules);
      const tab = await context.newPage();
      await tab.goto(base + page, { waitUntil: 'networkidle' });
      // The screen replaced the API's first screen, and its late parts (footer, similar lots) came.
      await tab.waitForFunction(() => !document.querySelector('#root > .fp'));
      await tab.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await tab.waitForLoadState('networkidle');
      const seen = await tab.evaluate(() => (window as unknown as { __emotionRules: string[] }).__emotionRules);
      seen.forEach((rule) => rules.add(rule));
      console.log(`${page} at ${device.viewport.width} px: ${seen.length} rules`);
      await context.close();
    }
  }
  // The names emotion marks as inserted: each rule's class is `css-<name>`.
  const names = new Set([...rules].flatMap((rule) => [...rule.matchAll(/\.css-([a-z0-9]+)/g)].map((m) => m[1]!)));
  const css = [...rules].join('');
  fs.rmSync(to, { recursive: true, force: true });
  fs.cpSync(from, to, { recursive: true });
  const index = path.join(to, 'index.html');
  const html = fs.readFileSync(index, 'utf8');
  fs.writeFileSync(index, html.replace('</head>', `<style data-emotion="css ${[...names].join(' ')}">${css}</style></head>`));
  console.log(`${to}: ${rules.size} rules of ${names.size} classes pre-inserted, ${(gzipSync(css).length / 1024).toFixed(1)} kB gzip`);
});

/**
 * What React commits while a page loads: one load in Chromium at Lighthouse's 4 × CPU slowdown
 * (412 × 823, touch), with a React DevTools hook installed before the app runs. For every commit
 * it lists the time, how many components mounted and how many rendered again (props or state not
 * the ones of the previous commit), and the names that occur most in each group. A component that
 * renders again with nothing new to show is work a phone pays for (docs/decisions.md,
 * web (first page): the similar lots' cards rendered twice).
 *
 *   cd apps/web && npx vite build --minify false --outDir /tmp/web-names --emptyOutDir
 *   npx tsx bench/web/commits.ts /tmp/web-names [path …]     (default: `/` and the first open lot)
 *
 * A build without minifying keeps the components' names. A diagnosis, not a benchmark: time it
 * with `bench:lighthouse`. Knobs: CHROME_PATH (/usr/bin/chromium), TOP (names per group, 10),
 * HIDE (a regular expression of names left out, default MUI's styled wrappers and Box/Typography).
 */
import { cleanup, runMain } from '../support/cleanup.js';
import { openSlowPhone, pagesOf, startWebServer } from './server.js';

const dist = process.argv[2];
if (!dist) throw new Error('usage: npx tsx bench/web/commits.ts <built folder> [path …]');
const top = Number(process.env.TOP) || 10;
const hide = process.env.HIDE ?? '^(Styled|Insertion|Box$|Typography$)';

interface Commit {
  at: number;
  fibers: number;
  mounted: [string, number][];
  mountedCount: number;
  rendered: [string, number][];
  renderedCount: number;
}

/**
 * Runs in the page before its scripts. React calls `onCommitFiberRoot` after each commit; the
 * tree is walked and each fiber compared with what the previous commit left on it (a fiber and
 * its alternate are one component: the record is kept under both).
 */
function installHook(opts: { top: number; hide: string }) {
  type Fiber = {
    type: unknown;
    child: Fiber | null;
    sibling: Fiber | null;
    alternate: Fiber | null;
    memoizedProps: unknown;
    memoizedState: unknown;
  };
  const t0 = performance.now();
  const commits: Commit[] = [];
  const last = new WeakMap<Fiber, { p: unknown; s: unknown }>();
  const hidden = new RegExp(opts.hide);
  const nameOf = (f: Fiber): string | null => {
    const t = f.type as { displayName?: string; name?: string; render?: { displayName?: string; name?: string } } | string | null;
    if (!t || typeof t === 'string') return null;
    return t.displayName || t.name || t.render?.displayName || t.render?.name || null;
  };
  const topOf = (m: Map<string, number>) =>
    [...m]
      .filter(([k]) => !hidden.test(k))
      .sort((a, b) => b[1] - a[1])
      .slice(0, opts.top);
  (window as unknown as { __commits: Commit[] }).__commits = commits;
  (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject() {
      return 1;
    },
    onScheduleFiberRoot() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
    onCommitFiberRoot(_id: number, root: { current: Fiber }) {
      const mounted = new Map<string, number>();
      const rendered = new Map<string, number>();
      let fibers = 0;
      let mountedCount = 0;
      let renderedCount = 0;
      const walk = (first: Fiber | null) => {
        for (let f = first; f; f = f.sibling) {
          fibers++;
          const prev = last.get(f) ?? (f.alternate ? last.get(f.alternate) : undefined);
          const record = { p: f.memoizedProps, s: f.memoizedState };
          last.set(f, record);
          if (f.alternate) last.set(f.alternate, record);
          const name = nameOf(f);
          if (!prev) {
            mountedCount++;
            if (name) mounted.set(name, (mounted.get(name) ?? 0) + 1);
          } else if (prev.p !== f.memoizedProps || prev.s !== f.memoizedState) {
            renderedCount++;
            if (name) rendered.set(name, (rendered.get(name) ?? 0) + 1);
          }
          walk(f.child);
        }
      };
      walk(root.current.child);
      commits.push({
        at: Math.round(performance.now() - t0),
        fibers,
        mounted: topOf(mounted),
        mountedCount,
        rendered: topOf(rendered),
        renderedCount,
      });
    },
  };
}

async function logCommits(url: string): Promise<void> {
  const { browser, page } = await openSlowPhone();
  // As source text: tsx (esbuild's keepNames) may wrap the hook's inner functions in `__name(…)`,
  // which the page does not have.
  await page.addInitScript({ content: `var __name = (f) => f; (${installHook.toString()})(${JSON.stringify({ top, hide })});` });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(2_000);
  const commits = (await page.evaluate('window.__commits')) as Commit[];
  await browser.close();
  const list = (xs: [string, number][]) => xs.map(([k, v]) => `${k} ${v}`).join(' · ');
  console.log(`\n${url}: ${commits.length} commits`);
  for (const c of commits) {
    console.log(`  at ${c.at} ms: ${c.fibers} fibers, ${c.mountedCount} mounted, ${c.renderedCount} rendered again`);
    if (c.mounted.length) console.log(`    mounted: ${list(c.mounted)}`);
    if (c.rendered.length) console.log(`    rendered again: ${list(c.rendered)}`);
  }
}

async function main() {
  const base = await startWebServer({ dist: dist! });
  const paths = process.argv.slice(3).length ? process.argv.slice(3) : await pagesOf(base);
  for (const p of paths) await logCommits(`${base}${p}`);
  await cleanup();
}

runMain(main);

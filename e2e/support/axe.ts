import { expect, type Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';

/**
 * Runs axe-core (WCAG 2.0/2.1 A and AA) on the page as it is now and fails with the
 * list of violations, so each journey proves its screens accessible at its viewport.
 *
 * First it waits (up to 5 s) for running finite animations and transitions to end: an alert
 * still fading in has part of its final opacity, and axe would measure that as too little
 * contrast (seen as a flake on the console's refusal alert). Endless ones (spinners) are ignored.
 * A page can also start one while axe runs: a toast that hides itself (e.g. "Logged in
 * successfully") fading out in the middle of the analysis was measured at part of its opacity
 * (a flake of the manifest journey). So violations found are checked once more, after the page
 * has settled again: a real one is found both times and fails; a transition's is gone.
 */
export async function expectNoAxeViolations(page: Page, context?: string): Promise<void> {
  const analyze = async () => {
    await settled(page);
    return new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  };
  let result = await analyze();
  if (result.violations.length) result = await analyze();
  const summary = result.violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(' | ')}`);
  expect(summary, `axe violations${context ? ` on ${context}` : ''}`).toEqual([]);
}

/** Resolves when no finite animation or transition is running (endless ones ignored), or after 5 s. */
async function settled(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

// Accessibility checks with axe, on the page as the shopper ends up seeing it: a toast sliding in
// or a dialog fading in is judged once its animation is over, not on a half-transparent frame.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Waits until no finite animation or transition runs on the page (spinners, which never end, are left alone). */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const finite = () =>
      document.getAnimations().filter((animation) => {
        const end = animation.effect?.getComputedTiming().endTime;
        return animation.playState === 'running' && typeof end === 'number' && Number.isFinite(end);
      });
    // Two frames first, so a transition that starts on the next style change is already running.
    await frame();
    await frame();
    for (let running = finite(); running.length > 0; running = finite()) {
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
      await frame();
    }
  });
}

/** The serious and critical axe findings, as "rule: first targets", on the page or inside `include`. */
export async function seriousProblems(page: Page, include?: string): Promise<string[]> {
  await settled(page);
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')}`);
}

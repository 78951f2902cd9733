import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

// axe is injected through the test browser (not a <script> of the page), so the portal's
// Content-Security-Policy stays exactly as it is served (docs/architecture/testing.md#accessibility).
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/** The serious and critical violations axe finds on the page as it is now (WCAG 2.x A/AA rules). */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  // A person reads the settled page: colours caught halfway through a CSS transition (a button just
  // enabled fades from grey to its colour) would be judged as the page's contrast.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[] }> }> }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => JSON.stringify(n.target)) }));
  });
}

/** Fails with a readable list when axe finds a serious or critical violation. */
export async function expectNoSeriousAxeViolations(page: Page, where = page.url()): Promise<void> {
  const violations = await seriousAxeViolations(page);
  if (violations.length > 0) {
    const list = violations.map((v) => `- ${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.join('\n    ')}`).join('\n');
    throw new Error(`axe found serious or critical violations on ${where}:\n${list}`);
  }
}

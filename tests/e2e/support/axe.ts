import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import { expect, type Page } from './test';

const axeScript = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * Runs axe-core in the page as it stands (no network: the script comes from node_modules) and
 * fails on any serious or critical violation, naming each rule, the elements and axe's advice.
 * The page's Content-Security-Policy allows only same-origin scripts, so the test's context
 * must bypass it (`bypassCSP: true`) for the injected script to run.
 */
export async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  await page.addScriptTag({ path: axeScript });
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as { axe: { run: (context: Document) => Promise<AxeResults> } };
    const results = await axe.run(document);
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
  });
  const report = violations
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.targets.join('\n    ')}`,
    )
    .join('\n  ');
  expect(violations, `axe on ${where}:\n  ${report}`).toEqual([]);
}

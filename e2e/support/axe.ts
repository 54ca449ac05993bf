import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

/**
 * axe-core (pinned in e2e/package.json) injected into the page by Playwright: the WCAG 2.x A/AA rules,
 * the best practices, and the experimental label-in-name check (a button whose visible text is not
 * part of its accessible name). Only serious and critical findings are kept: those fail the audit.
 */
const axeSource = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

type AxeNode = { target: unknown[]; failureSummary?: string };
type AxeViolation = { id: string; impact?: string | null; help: string; nodes: AxeNode[] };

/** A serious or critical rule broken on a screen, readable in a failure: "rule (impact) on screen: first target (and N more) — why". */
export type AxeFinding = string;

export async function seriousViolations(page: Page, screen: string): Promise<AxeFinding[]> {
  // Evaluated through the DevTools protocol, which the app's Content-Security-Policy does not govern.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: unknown[] }> } }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      rules: { 'label-content-name-mismatch': { enabled: true } },
      resultTypes: ['violations'],
    });
    return result.violations;
  });
  return (violations as AxeViolation[])
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const [first] = violation.nodes;
      const where = first ? first.target.map(String).join(' ') : '';
      const more = violation.nodes.length > 1 ? ` (and ${violation.nodes.length - 1} more)` : '';
      const why = (first?.failureSummary ?? violation.help).replace(/\s+/g, ' ');
      return `${violation.id} (${violation.impact}) on ${screen}: ${where}${more} — ${why}`;
    });
}

/** Waits until a screen has settled: its calls answered, no spinner or loading placeholders, fonts loaded. */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

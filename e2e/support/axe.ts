/**
 * Accessibility checks with axe-core: the violations of a page's current state that axe rates
 * serious or critical, as readable lines (rule, impact, help and the first offending elements), so
 * a failing test says what to fix. Wait for the page's content before calling.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** @example expect(await seriousAxeViolations(page)).toEqual([]) */
export async function seriousAxeViolations(
  page: Page,
  options: { exclude?: string[] } = {},
): Promise<string[]> {
  let builder = new AxeBuilder({ page });
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

/** Waits until a page has settled: its requests done and no list still loading. */
export async function waitForContent(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
}

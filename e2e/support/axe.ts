/**
 * Accessibility checks with axe-core: the violations of a page's current state that axe rates
 * serious or critical, as readable lines (rule, impact, help and the first offending elements), so
 * a failing test says what to fix. Wait for the page's content before calling.
 *
 * A page already checked in one colour mode needs only the rules that read colours in the other:
 * `colours: true` runs those alone (contrast and links told apart by colour), a fraction of the
 * full scan's time on a large page.
 *
 * A rule's declared impact is the impact of every violation it reports (axe-core sets each failing
 * check's impact to the rule's), so a scan runs only the rules axe runs by default whose impact is
 * serious or critical: the same findings, in about 60 % of the time on the lesson pages (the
 * moderate `region` rule alone took a third of a full scan of their 8 000 elements).
 *
 * axe-core is put into the page once per document and run there. @axe-core/playwright's builder,
 * used before, opened a second page for every scan to merge the results of frames, which the app
 * does not have: a scan of /about took 1.0 s through it and 0.3 s directly.
 */
import { createRequire } from 'node:module';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';
import type { Locator, Page } from 'playwright-core';

interface AxeRuleSpec {
  id: string;
  impact?: string;
  enabled?: boolean;
  tags: string[];
}

const axeCore = createRequire(import.meta.url)('axe-core') as {
  source: string;
  _audit: { rules: AxeRuleSpec[] };
};

/**
 * The rules axe-core runs by default (enabled and not experimental) that report serious or critical,
 * and WCAG 2.2's target size (24 × 24 px, or spaced so that a 24 px circle on each does not overlap
 * another), which axe has but leaves off by default.
 */
const seriousRules = [
  ...axeCore._audit.rules
    .filter((rule) => rule.enabled !== false && !rule.tags.includes('experimental'))
    .filter((rule) => rule.impact === 'serious' || rule.impact === 'critical')
    .map((rule) => rule.id),
  'target-size',
];
if (seriousRules.length < 40) throw new Error(`axe-core listed only ${seriousRules.length} serious rules`);

/** The rules whose result depends on the colour mode. */
const colourRules = ['color-contrast', 'link-in-text-block'];

type AxeWindow = { axe?: { run(context: ElementContext, options: RunOptions): Promise<AxeResults> } };

async function runAxe(page: Page, rules: string[], exclude: string[]): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeCore.source);
  return page.evaluate(
    ({ rules, exclude }) =>
      (window as AxeWindow).axe!.run(exclude.length ? { exclude } : document, {
        runOnly: { type: 'rule', values: rules },
        resultTypes: ['violations'],
      }),
    { rules, exclude },
  );
}

/** @example expect(await seriousAxeViolations(page)).toEqual([]) */
export async function seriousAxeViolations(
  page: Page,
  options: { exclude?: string[]; colours?: boolean } = {},
): Promise<string[]> {
  const { violations } = await runAxe(
    page,
    options.colours ? colourRules : seriousRules,
    options.exclude ?? [],
  );
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

/**
 * Switches the system to dark, which the app follows without a reload, and waits until its colours
 * have arrived: the class on <html>, then the colour transitions it starts (Tailwind's `transition`,
 * 150 ms) ended, so contrast is measured on the final colours.
 */
export async function switchToDark(page: Page): Promise<void> {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.locator('html.dark').waitFor({ state: 'attached' });
  await page.evaluate(async () => {
    // After two frames the class's new styles are applied, so every transition they start is listed.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const transitions = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
    // A transition replaced by another is cancelled: its promise rejects, and the new one is awaited.
    await Promise.all(transitions.map((transition) => transition.finished.catch(() => undefined)));
  });
}

/** The text an element's `aria-describedby` points at, as a screen reader reads its description. */
export function descriptionOf(element: Locator): Promise<string> {
  return element.evaluate((node) =>
    (node.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  );
}

// Lessons that teach by doing, in the built app: an exercise answered and solved by keyboard alone;
// a code exercise whose tests fail on the starting code and pass on a solution; a code cell whose
// runtime is fetched only as it nears the screen; progress kept by an anonymous learner, merged into
// the account at sign-in and shown in a second browser and on /dashboard/learning; the editor's
// Insert buttons; axe on lessons with every kind of block, light and dark.
import type { ExerciseNode } from '@tinkerlabs/rich-text/document';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInThroughDevMailbox } from '../support/auth.ts';
import { seriousAxeViolations, switchToDark, waitForContent } from '../support/axe.ts';
import { gotoApp, launchBrowser, openPage, type Browser } from '../support/browser.ts';

const baseUrl = inject('baseUrl');
const feedbackLesson = '/learninghub/control-systems/feedback-open-and-closed-loop';
const framesLesson = '/learninghub/robotics-fundamentals/coordinate-frames';

/** The lesson's exercises as the API gives them, to answer with the author's own answers. */
async function exercisesOf(page: Page, path: string): Promise<ExerciseNode['attrs'][]> {
  const [, , domain, topic] = path.split('/');
  const response = await page.request.get(`${baseUrl}/api/learninghub/${domain}/${topic}`);
  const body = (await response.json()) as { body: { content: { type: string; attrs: unknown }[] } };
  return body.body.content
    .filter((node) => node.type === 'exercise')
    .map((node) => node.attrs as ExerciseNode['attrs']);
}

/** Presses Tab until the focused element matches `isTarget`, as a keyboard user would. */
async function tabTo(page: Page, isTarget: () => Promise<boolean>, limit = 400) {
  for (let presses = 0; presses < limit; presses++) {
    if (await isTarget()) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('The keyboard never reached the control.');
}

const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return element
      ? `${element.tagName} ${element.textContent?.trim() ?? ''} ${element.getAttribute('aria-label') ?? ''}`
      : '';
  });

describe('lessons that teach by doing', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('a learner reads a lesson and solves its first exercise with the keyboard alone', async () => {
    const { page, consoleErrors } = await openPage(browser.context);
    await gotoApp(page, `${baseUrl}${feedbackLesson}`);
    const [first] = await exercisesOf(page, feedbackLesson);
    if (first?.answer.kind !== 'number') throw new Error('The lesson’s first exercise should take a number.');
    const group = page.getByRole('group', { name: `Exercise 1: ${first.title}` });
    const input = group.getByRole('textbox', { name: 'Your answer' });

    await tabTo(page, () => input.evaluate((element) => element === document.activeElement));
    await page.keyboard.type(String(first.answer.value + 1000));
    await page.keyboard.press('Enter');
    await expect.poll(() => group.getByRole('status').textContent()).toMatch(/^Not yet/);

    // The hint, then the solution, by Tab and Enter.
    await tabTo(page, async () => (await focusedName(page)).startsWith('BUTTON Hint'));
    await page.keyboard.press('Enter');
    await group.getByRole('heading', { name: `Hint 1 of ${first.hints.length}` }).waitFor();
    await tabTo(page, async () => (await focusedName(page)).startsWith('BUTTON Show solution'));
    await page.keyboard.press('Enter');
    const answer = group.getByRole('status', { name: 'Answer' });
    await expect.poll(() => answer.textContent()).toContain(String(first.answer.value));

    await input.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(String(first.answer.value).replace('.', ','));
    await page.keyboard.press('Enter');
    await expect.poll(() => group.getByRole('status').first().textContent()).toMatch(/^Correct/);
    await group.getByText('Completed', { exact: true }).waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it('fetches a code cell’s runtime only as the cell nears the screen, and runs it', async () => {
    const { page } = await openPage(browser.context);
    const runtimes: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/runtimes/')) runtimes.push(new URL(request.url()).pathname);
    });
    await gotoApp(page, `${baseUrl}${feedbackLesson}`);
    await page.waitForLoadState('networkidle');
    expect(runtimes).toEqual([]);
    const cell = page.getByRole('region', { name: 'Code cell (Python)' }).first();
    await cell.scrollIntoViewIfNeeded();
    await expect.poll(() => runtimes.length).toBeGreaterThan(0);
    await cell.getByRole('button', { name: 'Run' }).click();
    const output = cell.getByRole('log', { name: 'Output' });
    await expect.poll(() => output.textContent(), { timeout: 60_000 }).toMatch(/Finished after/);
    expect(await output.textContent()).toContain('closed loop y');
  });

  it('runs a MicroPython cell beside its virtual board, in a lesson loaded cross-origin isolated', async () => {
    const { page, consoleErrors } = await openPage(browser.context);
    const path = '/learninghub/micropython/gpio-leds-and-buttons';
    await gotoApp(page, `${baseUrl}/learninghub/micropython`);
    // A link from a page that is not isolated becomes a full load of the isolated lesson.
    await page.locator(`main a[href="${path}"]`).first().click();
    await page.waitForURL(`${baseUrl}${path}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => page.evaluate(() => window.crossOriginIsolated)).toBe(true);
    const cell = page.getByRole('region', { name: 'Code cell (MicroPython)' }).first();
    await cell.scrollIntoViewIfNeeded();
    const run = cell.getByRole('button', { name: 'Run' });
    await expect.poll(() => run.isEnabled()).toBe(true);
    await run.click();
    await expect
      .poll(() => cell.getByRole('log', { name: 'Output' }).textContent(), { timeout: 60_000 })
      .toMatch(/Finished after/);
    await expect.poll(() => cell.getByRole('img', { name: /^On-board LED \(GP25\)/ }).count()).toBe(1);
    expect(consoleErrors).toEqual([]);
  });

  it('a code exercise fails on its starting code and passes on a solution, naming each test', async () => {
    const { page } = await openPage(browser.context);
    await gotoApp(page, `${baseUrl}${framesLesson}`);
    const exercises = await exercisesOf(page, framesLesson);
    const index = exercises.findIndex((exercise) => exercise.answer.kind === 'code');
    const exercise = exercises[index]!;
    if (exercise.answer.kind !== 'code') throw new Error('unreachable');
    const group = page.getByRole('group', { name: `Exercise ${index + 1}: ${exercise.title}` });
    await group.scrollIntoViewIfNeeded();

    await group.getByRole('button', { name: 'Check' }).click();
    const results = group.getByRole('list', { name: 'Test results' });
    await results.waitFor({ timeout: 60_000 });
    await expect.poll(() => group.getByRole('status').first().textContent()).toMatch(/^Not yet/);
    expect(await results.textContent()).toMatch(/failed/);

    const editor = group.getByRole('textbox', { name: 'Python code' });
    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.insertText(exercise.answer.solution);
    await group.getByRole('button', { name: 'Check' }).click();
    await expect
      .poll(() => group.getByRole('status').first().textContent(), { timeout: 60_000 })
      .toMatch(/^Correct\. all \d+ tests pass/);
    const lines = await results.getByRole('listitem').allTextContents();
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line).toMatch(/^✓ test_\w+: passed$/);
    // The learner's code is kept for the next visit.
    await page.reload();
    await page.locator('#root:not([data-server-rendered])').waitFor({ state: 'attached' });
    await expect
      .poll(() =>
        group
          .getByRole('textbox', { name: 'Python code' })
          .evaluate((element) =>
            element instanceof HTMLTextAreaElement ? element.value : element.textContent,
          ),
      )
      .toContain(exercise.answer.solution.split('\n')[0]!.trim());
  });

  it('keeps an anonymous learner’s progress, merges it at sign-in, and shows it in a second browser', async () => {
    const learner = await launchBrowser();
    const elsewhere = await launchBrowser();
    try {
      const { page } = await openPage(learner.context);
      await gotoApp(page, `${baseUrl}${feedbackLesson}`);
      const [first] = await exercisesOf(page, feedbackLesson);
      if (first?.answer.kind !== 'number') throw new Error('The first exercise should take a number.');
      const group = page.getByRole('group', { name: `Exercise 1: ${first.title}` });
      // Check is enabled once the exercise is the app's (the server's copy has it disabled).
      await expect.poll(() => group.getByRole('button', { name: 'Check' }).isEnabled()).toBe(true);
      await group.getByRole('textbox', { name: 'Your answer' }).fill(String(first.answer.value));
      await group.getByRole('button', { name: 'Check' }).click();
      await expect.poll(() => group.getByRole('status').first().textContent()).toMatch(/^Correct/);
      await group.getByText('Completed', { exact: true }).waitFor();
      const stored = await page.evaluate(() => localStorage.getItem('tinkerlabs.progress.anonymous'));
      expect(JSON.parse(stored!)).toEqual([expect.objectContaining({ exerciseId: first.id, attempts: 1 })]);

      // The domain page counts it before any sign-in.
      await gotoApp(page, `${baseUrl}/learninghub/control-systems`);
      await expect.poll(() => page.getByText(/^1 of \d+ exercises done$/).count()).toBe(1);

      // Signing in merges it into the account, once.
      const email = `learner-${Date.now()}@example.org`;
      await signInThroughDevMailbox(learner.context, baseUrl, email);
      await gotoApp(page, `${baseUrl}${feedbackLesson}`);
      await expect
        .poll(async () => {
          const response = await page.request.get(`${baseUrl}/api/me/progress`);
          return ((await response.json()) as { records: { exerciseId: string }[] }).records;
        })
        .toEqual([expect.objectContaining({ page: feedbackLesson, exerciseId: first.id, attempts: 1 })]);
      expect(await page.evaluate(() => localStorage.getItem('tinkerlabs.progress.anonymous'))).toBeNull();

      // Another browser (its own storage), the same member's session: the lesson shows the exercise
      // completed. (A second sign-in link for the address would wait a minute: one per minute.)
      await elsewhere.context.addCookies(await learner.context.cookies());
      const second = (await openPage(elsewhere.context)).page;
      await gotoApp(second, `${baseUrl}${feedbackLesson}`);
      await second
        .getByRole('group', { name: `Exercise 1: ${first.title}` })
        .getByText('Completed', { exact: true })
        .waitFor();
      await gotoApp(second, `${baseUrl}/dashboard/learning`);
      await second.getByRole('heading', { level: 1, name: 'Your learning' }).waitFor();
      await second.getByRole('progressbar', { name: 'Control systems' }).waitFor();
      expect(
        await second.getByRole('progressbar', { name: 'Control systems' }).getAttribute('aria-valuenow'),
      ).toBe('0');
      await second
        .getByRole('link', { name: /Feedback/ })
        .first()
        .waitFor();
      expect(await second.getByText(/^1 day$/).count()).toBe(1);
    } finally {
      await learner.close();
      await elsewhere.close();
    }
  });

  it('the article editor inserts a code cell, an exercise and a lab widget', async () => {
    const writer = await launchBrowser();
    try {
      await signInThroughDevMailbox(writer.context, baseUrl, `writer-${Date.now()}@example.org`);
      const { page, consoleErrors } = await openPage(writer.context);
      await gotoApp(page, `${baseUrl}/dashboard/articles/editor`);
      await page.getByRole('textbox', { name: 'Article text' }).click();

      await page.getByRole('button', { name: 'Insert code cell' }).click();
      let dialog = page.getByRole('dialog');
      await dialog.getByLabel('Starting code', { exact: true }).fill('print(6 * 7)');
      await dialog.getByRole('button', { name: 'OK' }).click();
      await page.getByRole('button', { name: /Code cell \(Python\)/ }).waitFor();

      await page.getByRole('button', { name: 'Insert exercise' }).click();
      dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill('Six sevens');
      await dialog.getByRole('textbox', { name: 'Question', exact: true }).fill('What is $6 \\times 7$?');
      await dialog.getByRole('textbox', { name: 'Right answer', exact: true }).fill('42');
      await dialog
        .getByRole('textbox', { name: 'Worked solution', exact: true })
        .fill('Six sevens are forty-two.');
      await dialog
        .getByRole('region', { name: 'Preview' })
        .getByRole('group', { name: 'Exercise 1: Six sevens' })
        .waitFor();
      await dialog.getByRole('button', { name: 'OK' }).click();
      await page.getByRole('button', { name: /Exercise: Six sevens/ }).waitFor();

      await page.getByRole('button', { name: 'Insert lab widget' }).click();
      dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'OK' }).click();
      await page.getByRole('button', { name: /Lab: / }).waitFor();
      expect(consoleErrors).toEqual([]);
    } finally {
      await writer.close();
    }
  });

  it.each([
    feedbackLesson,
    framesLesson,
    '/learninghub/robot-arm-kinematics/forward-kinematics-of-the-scara',
    '/learninghub/micromouse/flood-fill',
    '/learninghub/reinforcement-learning/q-learning-on-the-cliff',
    '/learninghub/micropython/gpio-leds-and-buttons',
  ])('%s has no serious or critical axe violation, light or dark', async (path) => {
    const { page } = await openPage(browser.context);
    await page.emulateMedia({ colorScheme: 'light' });
    await gotoApp(page, `${baseUrl}${path}`);
    // Every block drawn: scroll through the lesson so each widget and cell mounts.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    await waitForContent(page);
    expect(await seriousAxeViolations(page), 'light').toEqual([]);
    await switchToDark(page);
    expect(await seriousAxeViolations(page, { colours: true }), 'dark').toEqual([]);
    await page.close();
  });
});

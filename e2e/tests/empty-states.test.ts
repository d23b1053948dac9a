// Empty states say what fills them: the robot page's joint plots before a path is planned, the
// disabled "Play path" before a point is taught, and a new member's dashboard (with an icon that
// fits, not the search's "nothing found").
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInThroughDevMailbox } from '../support/auth.ts';
import { descriptionOf } from '../support/axe.ts';
import { gotoApp, launchBrowser, openPage, type Browser } from '../support/browser.ts';

const baseUrl = inject('baseUrl');

describe('empty states', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('the robot page says how to fill the joint plots and why Play path is off', async () => {
    const { page } = await openPage(browser.context);
    await gotoApp(page, `${baseUrl}/simulations/ScaraRobot`);
    const plots = page.getByRole('region', { name: 'Joint positions and velocities' });
    await plots.getByText(/No path planned yet/).waitFor();
    expect(await plots.textContent()).toMatch(/press Move to target, or teach a point and press Play path/);
    const play = page.getByRole('button', { name: 'Play path' });
    expect(await play.isDisabled()).toBe(true);
    const description = await descriptionOf(play);
    expect(description).toMatch(/No points yet, so there is no path to play\..*press Teach point/);
    await page.close();
  });

  it('a new member’s dashboard says nothing is submitted yet, under a send icon', async () => {
    await signInThroughDevMailbox(browser.context, baseUrl, 'empty-dashboard@example.org');
    const { page } = await openPage(browser.context);
    await gotoApp(page, `${baseUrl}/dashboard`);
    const title = page.getByText('You have not submitted anything yet');
    await title.waitFor();
    const icon = await title.evaluate((element) =>
      element.parentElement?.querySelector('svg')?.getAttribute('class'),
    );
    expect(icon).toContain('lucide-send');
    await page.close();
  });
});

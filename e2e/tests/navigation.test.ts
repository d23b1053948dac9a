// The top navigation bar: desktop dropdowns by keyboard and pointer, and the mobile menu.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gotoApp, launchBrowser, openPage, type Browser } from '../support/browser.ts';

describe('top navigation', () => {
  const baseUrl = inject('baseUrl');

  describe('on a desktop screen', () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launchBrowser({ viewport: { width: 1366, height: 900 } });
    });
    afterAll(() => browser.close());

    it('shows the entries of the spec in order, and the Login button', async () => {
      const { page } = await openPage(browser.context);
      await gotoApp(page, `${baseUrl}/`);
      const nav = page.getByRole('navigation', { name: 'Main' });
      const labels = await nav.locator('ul > li > a, ul > li button').allTextContents();
      expect(labels.map((l) => l.trim())).toEqual([
        'Home',
        'Learning Hub',
        'Labs',
        'Articles',
        'Projects',
        'Stores',
        'Knowledge Hub',
        'Why Us?',
        'About',
        'Contact',
      ]);
      await expect.poll(() => nav.getByRole('button', { name: 'Login' }).isVisible()).toBe(true);
      await page.close();
    });

    it('opens the Labs dropdown with the keyboard and follows an entry', async () => {
      const { page } = await openPage(browser.context);
      await gotoApp(page, `${baseUrl}/`);
      const trigger = page.getByRole('button', { name: 'Labs' });
      await trigger.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      await expect.poll(() => menu.isVisible()).toBe(true);
      expect(await trigger.getAttribute('aria-expanded')).toBe('true');
      expect((await menu.getByRole('menuitem').allTextContents()).map((t) => t.trim())).toEqual([
        'All Labs',
        'Virtualization Tools',
        'Programming',
        'Hardware',
        'Development Boards',
      ]);
      await page.keyboard.press('ArrowDown'); // Virtualization Tools
      await page.keyboard.press('ArrowDown'); // Programming
      await page.keyboard.press('Enter');
      await page.waitForURL(`${baseUrl}/labs/programming/`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Programming');
      expect(await menu.count()).toBe(0);
      await page.close();
    });

    it('opens the Knowledge Hub dropdown with the pointer; Escape closes it and returns focus', async () => {
      const { page } = await openPage(browser.context);
      await gotoApp(page, `${baseUrl}/`);
      const trigger = page.getByRole('button', { name: 'Knowledge Hub' });
      await trigger.click();
      const items = page.getByRole('menu').getByRole('menuitem');
      expect((await items.allTextContents()).map((t) => t.trim())).toEqual([
        'Knowledge Hub Overview',
        'YoUniversity',
        'Resources',
      ]);
      await page.keyboard.press('Escape');
      expect(await page.getByRole('menu').count()).toBe(0);
      expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true);
      await trigger.click();
      await page.getByRole('menuitem', { name: 'YoUniversity' }).click();
      await page.waitForURL(`${baseUrl}/youniversity`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('YoUniversity');
      await page.close();
    });
  });

  describe('on a phone', () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launchBrowser({ viewport: { width: 390, height: 844 } });
    });
    afterAll(() => browser.close());

    it('hides the desktop menu and opens a mobile menu that closes when a link is clicked', async () => {
      const { page } = await openPage(browser.context);
      await gotoApp(page, `${baseUrl}/`);
      expect(await page.getByRole('button', { name: 'Labs' }).isVisible()).toBe(false);
      const toggle = page.getByRole('button', { name: 'Open menu' });
      await toggle.click();
      const panel = page.locator('#mobile-navigation');
      await expect.poll(() => panel.isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe(
        'true',
      );
      await panel.getByRole('link', { name: 'Development Boards' }).click();
      await page.waitForURL(`${baseUrl}/labs/development-boards`);
      expect(await panel.count()).toBe(0);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('Development Boards');

      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.locator('#mobile-navigation').getByRole('link', { name: 'Why Us?' }).click();
      await page.waitForURL(`${baseUrl}/why_us`);
      expect(await page.locator('#mobile-navigation').count()).toBe(0);
      // Nothing is wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.close();
    });
  });
});

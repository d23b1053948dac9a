// The sign-in modal: its texts, the honeypot, the wait bar, closing, and the phone layout.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gotoApp, launchBrowser, openPage, type Browser } from '../support/browser.ts';
import { signInWaitMs } from '../support/paths.ts';

describe('sign-in modal', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('opens from Login with the texts of the spec and a disabled button until the bar is full', async () => {
    const { page } = await openPage(browser.context);
    await gotoApp(page, `${baseUrl}/articles`);
    await page.getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign In' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const email = dialog.getByLabel('Email Address');
    expect(await email.getAttribute('placeholder')).toBe('Enter your email');
    expect(await email.getAttribute('type')).toBe('email');
    expect(await email.getAttribute('required')).not.toBeNull();
    expect(await email.evaluate((el) => el === document.activeElement)).toBe(true);

    const submit = dialog.getByRole('button', { name: 'Sign In with Email' });
    const bar = dialog.getByRole('progressbar');
    expect(await submit.isDisabled()).toBe(true);
    expect(Number(await bar.getAttribute('aria-valuenow'))).toBeLessThan(100);
    await expect.poll(() => bar.getAttribute('aria-valuenow'), { timeout: signInWaitMs + 5000 }).toBe('100');
    expect(await submit.isEnabled()).toBe(true);

    // An empty or malformed address is stopped by the browser.
    await submit.click();
    expect(await email.evaluate((el) => (el as HTMLInputElement).validity.valueMissing)).toBe(true);
    await page.close();
  });

  it('keeps the honeypot away from keyboard and screen readers, and refuses a filled one', async () => {
    const { page } = await openPage(browser.context);
    await gotoApp(page, `${baseUrl}/`);
    await page.getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign In' });
    const honeypot = dialog.locator('input[name="website"]');
    expect(await honeypot.getAttribute('tabindex')).toBe('-1');
    expect(await honeypot.evaluate((el) => el.closest('[aria-hidden="true"]') !== null)).toBe(true);
    // Tabbing through the dialog never lands on it.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await honeypot.evaluate((el) => el === document.activeElement)).toBe(false);
    }
    let requested = false;
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/sign-in')) requested = true;
    });
    await dialog.getByLabel('Email Address').fill('bot@example.org');
    await honeypot.evaluate((el) => {
      const input = el as HTMLInputElement;
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(input, 'http://spam.example');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    const submit = dialog.getByRole('button', { name: 'Sign In with Email' });
    await expect.poll(() => submit.isEnabled(), { timeout: signInWaitMs + 5000 }).toBe(true);
    await submit.click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('Bot detected!');
    expect(requested).toBe(false);
    await page.close();
  });

  it('closes with the Close button, a click on the backdrop, and Escape', async () => {
    const { page } = await openPage(browser.context);
    await gotoApp(page, `${baseUrl}/`);
    const dialog = page.getByRole('dialog', { name: 'Sign In' });
    const login = page.getByRole('button', { name: 'Login' });

    await login.click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await login.evaluate((el) => el === document.activeElement)).toBe(true);

    await login.click();
    await page.mouse.click(5, 5); // the backdrop, outside the dialog
    await expect.poll(() => dialog.count()).toBe(0);

    await login.click();
    await dialog.getByLabel('Email Address').click();
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await page.close();
  });

  it('fits a phone screen', async () => {
    const phone = await launchBrowser({ viewport: { width: 360, height: 640 } });
    const { page } = await openPage(phone.context);
    await gotoApp(page, `${baseUrl}/`);
    await page.getByRole('button', { name: 'Login' }).click();
    const box = await page.getByRole('dialog', { name: 'Sign In' }).boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    expect(box!.y + box!.height).toBeLessThanOrEqual(640);
    await phone.close();
  });
});

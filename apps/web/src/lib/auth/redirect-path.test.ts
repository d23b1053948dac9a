import { afterEach, describe, expect, it } from 'vitest';
import { saveRedirectPath, takeRedirectPath } from './redirect-path.ts';

const cookieValue = () =>
  document.cookie
    .split('; ')
    .find((part) => part.startsWith('tinkerlabs_redirect='))
    ?.slice('tinkerlabs_redirect='.length);

afterEach(() => {
  takeRedirectPath();
});

describe('redirect path', () => {
  it('keeps the wanted path in the tinkerlabs_redirect cookie and hands it out once', () => {
    saveRedirectPath('/dashboard/items/review');
    expect(cookieValue()).toBe(encodeURIComponent('/dashboard/items/review'));
    expect(takeRedirectPath()).toBe('/dashboard/items/review');
    expect(cookieValue()).toBeUndefined();
    expect(takeRedirectPath()).toBeNull();
  });

  it('keeps a query and characters a cookie cannot hold as they were', () => {
    const path = '/dashboard/items?q=servo motor; 5V&sort=name#list';
    saveRedirectPath(path);
    expect(takeRedirectPath()).toBe(path);
  });

  it('answers null when nothing was saved', () => {
    expect(takeRedirectPath()).toBeNull();
  });

  it('ignores a cookie it could not have written', () => {
    document.cookie = 'tinkerlabs_redirect=%E0%A4%A; Path=/';
    expect(takeRedirectPath()).toBeNull();
    expect(cookieValue()).toBeUndefined();
  });

  it.each([
    ['a protocol-relative address', '//evil.example'],
    ['an absolute address', 'https://evil.example'],
    ['a backslash that browsers read as a slash', '/\\evil.example'],
    ['a tab that address parsing drops', '/\t/evil.example'],
    ['a relative path', 'dashboard'],
  ])('refuses %s and forgets it', (_, path) => {
    saveRedirectPath(path);
    expect(takeRedirectPath()).toBeNull();
    expect(cookieValue()).toBeUndefined();
  });
});

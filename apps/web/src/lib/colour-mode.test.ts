import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { colourModeStorageKey, readColourMode, setColourMode } from './colour-mode.ts';

const root = document.documentElement;
const themeInitScript = fs.readFileSync(
  path.resolve(import.meta.dirname, '../../public/theme-init.js'),
  'utf8',
);

/** jsdom has no matchMedia: answer "(prefers-color-scheme: dark)" with the given system setting. */
function stubSystemDark(matches: boolean) {
  window.matchMedia = vi.fn().mockReturnValue({ matches, addEventListener() {}, removeEventListener() {} });
}

beforeEach(() => {
  localStorage.clear();
  root.classList.remove('dark');
  root.style.colorScheme = '';
  stubSystemDark(false);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('setColourMode', () => {
  it("stores 'dark' and darkens the page", () => {
    setColourMode('dark');
    expect(localStorage.getItem('tinkerlabs:colour-mode')).toBe('dark');
    expect(root).toHaveClass('dark');
    expect(root.style.colorScheme).toBe('dark');
  });

  it("stores 'light' and lightens the page even when the system is dark", () => {
    stubSystemDark(true);
    setColourMode('dark');
    setColourMode('light');
    expect(localStorage.getItem('tinkerlabs:colour-mode')).toBe('light');
    expect(root).not.toHaveClass('dark');
    expect(root.style.colorScheme).toBe('light');
  });

  it("forgets the choice for 'system' and follows a dark system setting", () => {
    setColourMode('light');
    stubSystemDark(true);
    setColourMode('system');
    expect(localStorage.getItem('tinkerlabs:colour-mode')).toBeNull();
    expect(window.matchMedia).toHaveBeenCalledWith('(prefers-color-scheme: dark)');
    expect(root).toHaveClass('dark');
  });

  it("follows a light system setting for 'system'", () => {
    setColourMode('dark');
    setColourMode('system');
    expect(localStorage.getItem('tinkerlabs:colour-mode')).toBeNull();
    expect(root).not.toHaveClass('dark');
  });
});

describe('readColourMode', () => {
  it('reads a stored choice', () => {
    localStorage.setItem(colourModeStorageKey, 'dark');
    expect(readColourMode()).toBe('dark');
    localStorage.setItem(colourModeStorageKey, 'light');
    expect(readColourMode()).toBe('light');
  });

  it.each(['', 'Dark', 'purple', 'system'])("answers 'system' for %j in storage", (stored) => {
    localStorage.setItem(colourModeStorageKey, stored);
    expect(readColourMode()).toBe('system');
  });

  it("answers 'system' when nothing is stored", () => {
    expect(readColourMode()).toBe('system');
  });
});

describe('public/theme-init.js (applied before the first paint)', () => {
  const runThemeInit = () => new Function(themeInitScript)();

  it("reads the module's storage key", () => {
    expect(themeInitScript).toContain(`'${colourModeStorageKey}'`);
  });

  it("darkens the page for a stored 'dark', as the module does", () => {
    setColourMode('dark');
    root.classList.remove('dark');
    runThemeInit();
    expect(root).toHaveClass('dark');
    expect(root.style.colorScheme).toBe('dark');
  });

  it("keeps the page light for a stored 'light' on a dark system, as the module does", () => {
    stubSystemDark(true);
    setColourMode('light');
    root.classList.add('dark');
    runThemeInit();
    expect(root).not.toHaveClass('dark');
    expect(root.style.colorScheme).toBe('light');
  });

  it('follows a dark system setting when nothing is stored', () => {
    stubSystemDark(true);
    setColourMode('system');
    root.classList.remove('dark');
    runThemeInit();
    expect(root).toHaveClass('dark');
  });

  it('treats garbage in storage as the system setting, as readColourMode does', () => {
    stubSystemDark(true);
    localStorage.setItem(colourModeStorageKey, 'purple');
    runThemeInit();
    expect(root).toHaveClass('dark');
    stubSystemDark(false);
    runThemeInit();
    expect(root).not.toHaveClass('dark');
  });
});

import { describe, expect, it } from 'vitest';
import { ariaShortcut, shortcutText } from './keyboard-shortcut.ts';

describe('keyboard shortcuts in words', () => {
  it('writes Mod as Ctrl, or as ⌘ with the Mac symbols on Apple devices', () => {
    expect(shortcutText('Mod-b', false)).toBe('Ctrl+B');
    expect(shortcutText('Mod-Alt-2', false)).toBe('Ctrl+Alt+2');
    expect(shortcutText('Mod-Shift-s', true)).toBe('⌘⇧S');
    expect(shortcutText('Mod-Alt-c', true)).toBe('⌘⌥C');
  });

  it('names the keys as aria-keyshortcuts does', () => {
    expect(ariaShortcut('Mod-Shift-7', false)).toBe('Control+Shift+7');
    expect(ariaShortcut('Mod-e', true)).toBe('Meta+E');
  });
});

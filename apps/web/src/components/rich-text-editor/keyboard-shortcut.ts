/**
 * A TipTap shortcut ("Mod-Shift-s") as people read it in a tooltip ("Ctrl+Shift+S", or "⌘⇧S" on a
 * Mac, iPhone or iPad, where Mod is Command) and as `aria-keyshortcuts` names it for screen readers
 * ("Control+Shift+S", "Meta+Shift+S").
 */

export const isApplePlatform = (): boolean =>
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad|iPod/.test(navigator.platform);

const shown = {
  other: { Mod: 'Ctrl', Alt: 'Alt', Shift: 'Shift' },
  apple: { Mod: '⌘', Alt: '⌥', Shift: '⇧' },
} as const;

function parts(keys: string): { modifiers: ('Mod' | 'Alt' | 'Shift')[]; key: string } {
  const all = keys.split('-');
  const key = all.at(-1)!;
  return { modifiers: all.slice(0, -1) as ('Mod' | 'Alt' | 'Shift')[], key: key.toUpperCase() };
}

/** @example shortcutText('Mod-Alt-2', false) // 'Ctrl+Alt+2'; shortcutText('Mod-b', true) // '⌘B' */
export function shortcutText(keys: string, apple: boolean): string {
  const { modifiers, key } = parts(keys);
  const names = modifiers.map((modifier) => shown[apple ? 'apple' : 'other'][modifier]);
  return apple ? [...names, key].join('') : [...names, key].join('+');
}

/** @example ariaShortcut('Mod-Shift-s', false) // 'Control+Shift+S' */
export function ariaShortcut(keys: string, apple: boolean): string {
  const { modifiers, key } = parts(keys);
  const names = modifiers.map((modifier) => (modifier === 'Mod' ? (apple ? 'Meta' : 'Control') : modifier));
  return [...names, key].join('+');
}

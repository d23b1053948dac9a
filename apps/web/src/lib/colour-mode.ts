/**
 * Colour mode (light, dark or system), stored locally. public/theme-init.js applies the same key
 * before the first paint; this module keeps the page in step afterwards and across tabs.
 */
import { useSyncExternalStore } from 'react';

export type ColourMode = 'light' | 'dark' | 'system';
export const colourModeStorageKey = 'tinkerlabs:colour-mode';

const listeners = new Set<() => void>();
const systemDark = () => window.matchMedia('(prefers-color-scheme: dark)');

export function readColourMode(): ColourMode {
  try {
    const stored = localStorage.getItem(colourModeStorageKey);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

export function applyColourMode(mode: ColourMode): void {
  const dark = mode === 'dark' || (mode === 'system' && systemDark().matches);
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
}

export function setColourMode(mode: ColourMode): void {
  try {
    if (mode === 'system') localStorage.removeItem(colourModeStorageKey);
    else localStorage.setItem(colourModeStorageKey, mode);
  } catch {
    // Storage blocked: the choice still applies to this page.
  }
  applyColourMode(mode);
  listeners.forEach((notify) => notify());
}

function subscribe(notify: () => void): () => void {
  listeners.add(notify);
  const onSystemChange = () => {
    if (readColourMode() === 'system') applyColourMode('system');
    notify();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== colourModeStorageKey) return;
    applyColourMode(readColourMode());
    notify();
  };
  const media = systemDark();
  media.addEventListener('change', onSystemChange);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(notify);
    media.removeEventListener('change', onSystemChange);
    window.removeEventListener('storage', onStorage);
  };
}

export function useColourMode(): ColourMode {
  return useSyncExternalStore(subscribe, readColourMode, () => 'system');
}

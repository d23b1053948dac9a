/**
 * The interactive blocks' renderer as the app's entry knows it: modules loaded on first use. The
 * entry carries only this; the blocks' code comes with the first document that holds one.
 */
import type * as BlocksModule from './interactive-blocks.tsx';
import { loadBlockModules } from './interactive-block-modules.ts';

let loaded: typeof BlocksModule | null = null;

export function loadInteractiveBlocks(): Promise<typeof BlocksModule> {
  return import('./interactive-blocks.tsx').then((module) => (loaded = module));
}

/** The renderer's module, when it is already here. */
export const loadedInteractiveBlocks = () => loaded;

/** Whether a page's state (the server's JSON) holds a document with an interactive block. */
export function stateHasInteractiveBlocks(stateText: string): boolean {
  return /"type":"(?:codeCell|labWidget|exercise)"/.test(stateText);
}

/** Before hydrating such a page: its blocks' code, so they hydrate with the rest of it. */
export async function preloadForHydration(stateText: string): Promise<void> {
  if (!stateHasInteractiveBlocks(stateText)) return;
  await Promise.all([loadInteractiveBlocks(), loadBlockModules()]);
}

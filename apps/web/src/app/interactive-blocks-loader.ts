/**
 * The interactive blocks' renderer as the app's entry knows it: modules loaded on first use. The
 * entry carries only this; the blocks' code comes with the first document that holds one.
 */
import { jsonHasInteractiveBlocks } from '@tinkerlabs/rich-text/document';
import type * as BlocksModule from './interactive-blocks.tsx';

let loaded: typeof BlocksModule | null = null;

export function loadInteractiveBlocks(): Promise<typeof BlocksModule> {
  return import('./interactive-blocks.tsx').then((module) => (loaded = module));
}

/** The renderer's module, when it is already here. */
export const loadedInteractiveBlocks = () => loaded;

/**
 * Before hydrating a page whose state (the server's JSON) holds a document with an interactive block:
 * its blocks' code, so they hydrate with the rest of it. The server's HTML has listed all of that code
 * for preloading (apps/server/src/http/web-app.ts).
 */
export async function preloadForHydration(stateText: string): Promise<void> {
  if (!jsonHasInteractiveBlocks(stateText)) return;
  await Promise.all([
    loadInteractiveBlocks(),
    import('./interactive-block-modules.ts').then((modules) => modules.loadBlockModules()),
  ]);
}

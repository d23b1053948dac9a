/**
 * The root route: watches for new builds, manages scrolling around every page, and renders the
 * interactive blocks of documents.
 */
import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { ScrollManager } from '@/components/layout/scroll-manager.tsx';
import {
  InteractiveBlocks,
  type InteractiveBlockProps,
} from '@/components/rich-text/interactive-blocks-context.ts';
import { watchForNewBuild } from '@/lib/build-version.ts';
import { loadedInteractiveBlocks, loadInteractiveBlocks } from './interactive-blocks-loader.ts';

// Loaded with the first document that holds an interactive block, never with the app's entry (and
// before hydration when the server's page holds one: interactive-blocks-loader.ts).
const LazyInteractiveBlock = lazy(() =>
  loadInteractiveBlocks().then((module) => ({ default: module.AppInteractiveBlock })),
);
function InteractiveBlockView(props: InteractiveBlockProps) {
  const loaded = loadedInteractiveBlocks();
  return loaded ? <loaded.AppInteractiveBlock {...props} /> : <LazyInteractiveBlock {...props} />;
}
const renderInteractiveBlock = (props: InteractiveBlockProps) => (
  <Suspense fallback={null}>
    <InteractiveBlockView {...props} />
  </Suspense>
);

export function RootShell() {
  useEffect(() => watchForNewBuild(__BUILD_ID__), []);
  return (
    <InteractiveBlocks value={renderInteractiveBlock}>
      <ScrollManager />
      <Outlet />
    </InteractiveBlocks>
  );
}

export function RootHydrateFallback() {
  return <div aria-busy="true" className="min-h-screen" />;
}

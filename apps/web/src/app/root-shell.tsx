/**
 * The root route: watches for new builds, fetches the table of navigation preloads, manages
 * scrolling around every page, and renders the interactive blocks of documents.
 */
import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { ScrollManager } from '@/components/layout/scroll-manager.tsx';
import {
  InteractiveBlocks,
  type InteractiveBlockProps,
} from '@/components/rich-text/interactive-blocks-context.ts';
import { afterLoadAndIdle } from '@/lib/after-load-and-idle.ts';
import { loadNavigationPreloads } from '@/lib/navigation-preloads.ts';
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

/**
 * Once the first page is idle: the page table for navigation preloads, and the watch for new builds
 * (its code loads only then: the start of every page is lighter without it).
 */
function useAfterFirstPage() {
  useEffect(() => {
    let stopWatching: (() => void) | undefined;
    let unmounted = false;
    const cancel = afterLoadAndIdle(() => {
      void loadNavigationPreloads();
      void import('@/lib/build-version.ts').then(({ watchForNewBuild }) => {
        if (!unmounted) stopWatching = watchForNewBuild(__BUILD_ID__);
      });
    });
    return () => {
      unmounted = true;
      cancel();
      stopWatching?.();
    };
  }, []);
}

export function RootShell() {
  useAfterFirstPage();
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

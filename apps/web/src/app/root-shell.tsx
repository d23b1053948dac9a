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
// Loaded with the first document that holds an interactive block, never with the app's entry.
const AppInteractiveBlock = lazy(() =>
  import('./interactive-blocks.tsx').then((module) => ({ default: module.AppInteractiveBlock })),
);
const renderInteractiveBlock = (props: InteractiveBlockProps) => (
  <Suspense fallback={null}>
    <AppInteractiveBlock {...props} />
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

/**
 * The root route: watches for new builds, manages scrolling around every page, and renders the
 * interactive blocks of documents.
 */
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { ScrollManager } from '@/components/layout/scroll-manager.tsx';
import {
  InteractiveBlocks,
  type InteractiveBlockProps,
} from '@/components/rich-text/interactive-blocks-context.ts';
import { watchForNewBuild } from '@/lib/build-version.ts';
import { AppInteractiveBlock } from './interactive-blocks.tsx';

const renderInteractiveBlock = (props: InteractiveBlockProps) => <AppInteractiveBlock {...props} />;

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

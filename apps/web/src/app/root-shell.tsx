/** The root route: watches for new builds and manages scrolling around every page. */
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { ScrollManager } from '@/components/layout/scroll-manager.tsx';
import { watchForNewBuild } from '@/lib/build-version.ts';

export function RootShell() {
  useEffect(() => watchForNewBuild(__BUILD_ID__), []);
  return (
    <>
      <ScrollManager />
      <Outlet />
    </>
  );
}

export function RootHydrateFallback() {
  return <div aria-busy="true" className="min-h-screen" />;
}

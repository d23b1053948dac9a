/** The root route: watches for new builds and manages scrolling around every page. */
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { ScrollManager } from '@/components/layout/scroll-manager.tsx';

export function RootShell() {
  useEffect(() => {
    // Loaded after the first render: the watcher is not needed to show the page.
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('@/lib/build-version.ts').then(({ watchForNewBuild }) => {
      if (!cancelled) stop = watchForNewBuild(__BUILD_ID__);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);
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

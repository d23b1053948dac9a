/** Providers shared by every page: server-state cache and the router (whose loaders share the cache). */
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useLayoutEffect } from 'react';
import { RouterProvider } from 'react-router';
import { onAuthStateChange } from '@/lib/auth/session-store.ts';
import type { createAppRouter } from './router.tsx';

export interface AppProviderProps {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
  /** Runs once the app's first page is on screen (boot.tsx: the server's picture of it is gone). */
  onFirstCommit?: () => void;
}

export function AppProvider({ queryClient, router, onFirstCommit }: AppProviderProps) {
  useLayoutEffect(() => onFirstCommit?.(), [onFirstCommit]);
  // Another person's data must not linger in the cache after a sign-in or sign-out (in any tab).
  useEffect(
    () =>
      onAuthStateChange((event) => {
        if (event === 'SIGNED_IN' || event === 'SIGNED_OUT') queryClient.clear();
      }),
    [queryClient],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

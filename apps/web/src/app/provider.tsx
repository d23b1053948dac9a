/** Providers shared by every page: server-state cache and the router (whose loaders share the cache). */
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { startTransition, useEffect, useLayoutEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { onAuthStateChange } from '@/lib/auth/session-store.ts';
import { HydratedContext } from '@/lib/use-hydrated.ts';
import type { createAppRouter } from './router.tsx';

export interface AppProviderProps {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
  /** Runs once the app's first page is on screen (boot.tsx: the server's picture of it is gone). */
  onFirstCommit?: () => void;
  /** The first render hydrates the server's markup (lib/use-hydrated.ts). */
  hydrating?: boolean;
}

export function AppProvider({ queryClient, router, onFirstCommit, hydrating = false }: AppProviderProps) {
  const [hydrated, setHydrated] = useState(!hydrating);
  useLayoutEffect(() => onFirstCommit?.(), [onFirstCommit]);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  // Another person's data must not linger in the cache after a sign-in or sign-out (in any tab).
  useEffect(
    () =>
      onAuthStateChange((event) => {
        if (event === 'SIGNED_IN' || event === 'SIGNED_OUT') queryClient.clear();
      }),
    [queryClient],
  );
  return (
    <HydratedContext value={hydrated}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </HydratedContext>
  );
}

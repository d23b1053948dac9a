/** Providers shared by every page: server-state cache and the router (whose loaders share the cache). */
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { onAuthStateChange } from '@/lib/auth/session-store.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { createAppRouter } from './router.tsx';

export function AppProvider() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter(queryClient));
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

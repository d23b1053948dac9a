/**
 * The frame of every page: skip link, header, the page, footer. While the first page's code and data
 * load, the frame shows its header alone (the footer would only jump down when the page arrives).
 */
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Footer } from '@/components/layout/footer.tsx';
import { Header } from '@/components/layout/header.tsx';
import { NavigationProgress } from '@/components/layout/navigation-progress.tsx';
import { useAuth } from '@/lib/auth/session-store.ts';
import { useSignInModalOpen } from '@/lib/auth/sign-in-modal.ts';
import { loadPageStyles } from './page-styles.ts';

/** A panel loaded on first use, with the pages' stylesheet (the home page's own does not style it). */
const onDemand = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  lazy(() => Promise.all([load(), loadPageStyles()]).then(([module]) => ({ default: pick(module) })));

const SignInModal = onDemand(
  () => import('@/features/auth/components/sign-in-modal.tsx'),
  (module) => module.SignInModal,
);
// Only for someone signed in: the realtime client stays out of visitors' downloads.
const LiveNotifications = onDemand(
  () => import('@/components/layout/live-notifications.tsx'),
  (module) => module.LiveNotifications,
);

export function Layout() {
  return (
    <Frame>
      <Outlet />
    </Frame>
  );
}

/** The first load's placeholder: the header paints at once, the page follows. */
export function LayoutHydrateFallback() {
  return <Frame loading />;
}

function Frame({ children, loading = false }: { children?: ReactNode; loading?: boolean }) {
  const signInOpen = useSignInModalOpen();
  const signedIn = useAuth().status === 'signed-in';
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-3 py-2 text-primary-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <NavigationProgress />
      <Header />
      <main id="main" className="flex-1" aria-busy={loading || undefined}>
        {children}
      </main>
      {loading ? null : <Footer />}
      {signedIn ? (
        <Suspense fallback={null}>
          <LiveNotifications />
        </Suspense>
      ) : null}
      {signInOpen ? (
        <Suspense fallback={null}>
          <SignInModal />
        </Suspense>
      ) : null}
    </div>
  );
}

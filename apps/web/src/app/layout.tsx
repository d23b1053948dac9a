/**
 * The frame of every page: skip link, header, the page, footer. While the first page's code and data
 * load, the frame shows its header alone (the footer would only jump down when the page arrives).
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Footer } from '@/components/layout/footer.tsx';
import { Header } from '@/components/layout/header.tsx';
import { NavigationProgress } from '@/components/layout/navigation-progress.tsx';
import { useSignInModalOpen } from '@/lib/auth/sign-in-modal.ts';
import { loadPageStyles } from './page-styles.ts';

// Loaded on first open, with the pages' stylesheet (the home page's own does not style it).
const SignInModal = lazy(() =>
  Promise.all([import('@/features/auth/components/sign-in-modal.tsx'), loadPageStyles()]).then(
    ([module]) => ({
      default: module.SignInModal,
    }),
  ),
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
      {signInOpen ? (
        <Suspense fallback={null}>
          <SignInModal />
        </Suspense>
      ) : null}
    </div>
  );
}

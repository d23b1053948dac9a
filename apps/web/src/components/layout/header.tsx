/**
 * The gradient top bar: logo, desktop menu with dropdowns, search, colour mode, Login, and the mobile
 * menu. The account menu and the mobile menu's panel load when needed (a member is signed in, the menu
 * is about to open), so every page's first load is lighter without them (0.3 kB gzip, 2026-12-02).
 */
import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { setSignInModalOpen } from '@/lib/auth/sign-in-modal.ts';
import { useAuth } from '@/lib/auth/session-store.ts';
import { ColourModeMenu } from './colour-mode-menu.tsx';
import { DesktopNav } from './desktop-nav.tsx';
import { Logo } from './logo.tsx';
import { SearchPanelSlot, SearchToggle } from './site-search.tsx';

const loadMobileNav = () => import('./mobile-nav.tsx');
const MobileNav = lazy(loadMobileNav);
const UserMenu = lazy(() => import('./user-menu.tsx'));

const mobileNavId = 'mobile-navigation';

/** Where the account menu goes while its code loads: its size, so the header does not shift. */
function UserMenuPlaceholder() {
  return <span aria-hidden className="inline-block h-8 w-9 sm:w-32" />;
}

export function Header() {
  const [mobileOpen, setMobileOpen] = useState(false);
  const closeMobile = useCallback(() => setMobileOpen(false), []);
  const [searchOpen, setSearchOpen] = useState(false);
  const closeSearch = useCallback((returnFocus: boolean) => {
    setSearchOpen(false);
    if (!returnFocus) return;
    // Back to the button that opened it: the search button, or on phones the menu button.
    const toggle = document.querySelector<HTMLElement>('[data-search-toggle]');
    const visible = toggle !== null && getComputedStyle(toggle).display !== 'none';
    (visible ? toggle : document.querySelector<HTMLElement>(`[aria-controls="${mobileNavId}"]`))?.focus();
  }, []);
  const { status, viewer } = useAuth();

  return (
    <header className="sticky top-0 z-40 bg-gradient-to-r from-primary-700 via-primary-600 to-secondary-700 text-white shadow-md">
      {/* At 320 px (a small phone, or 400 % zoom) every control still fits: the gaps narrow and the
          logo keeps its picture (the site's name stays its accessible name), so nothing scrolls sideways. */}
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-3">
        <Logo onNavigate={closeMobile} />
        <div className="flex-1">
          <DesktopNav />
        </div>
        <SearchToggle
          open={searchOpen}
          onToggle={() => setSearchOpen((open) => !open)}
          className="hidden size-9 sm:inline-flex"
        />
        <ColourModeMenu />
        {viewer ? (
          <Suspense fallback={<UserMenuPlaceholder />}>
            <UserMenu viewer={viewer} />
          </Suspense>
        ) : (
          <button
            type="button"
            disabled={status === 'loading'}
            onClick={() => {
              closeMobile();
              setSignInModalOpen(true);
            }}
            className="rounded-md bg-white px-3.5 py-1.5 text-sm font-semibold text-primary-800 shadow-sm hover:bg-primary-50 disabled:opacity-70"
          >
            Login
          </button>
        )}
        <button
          type="button"
          className="inline-flex size-9 items-center justify-center rounded-md hover:bg-white/10 xl:hidden"
          aria-expanded={mobileOpen}
          aria-controls={mobileNavId}
          aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
          onPointerEnter={() => void loadMobileNav()}
          onFocus={() => void loadMobileNav()}
          onClick={() => setMobileOpen((open) => !open)}
        >
          {mobileOpen ? <X aria-hidden className="size-6" /> : <Menu aria-hidden className="size-6" />}
        </button>
      </nav>
      {mobileOpen ? (
        <Suspense fallback={null}>
          <MobileNav
            id={mobileNavId}
            onClose={closeMobile}
            onSearch={() => {
              closeMobile();
              setSearchOpen(true);
            }}
          />
        </Suspense>
      ) : null}
      <SearchPanelSlot open={searchOpen} onClose={closeSearch} />
    </header>
  );
}

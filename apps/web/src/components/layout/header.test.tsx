import type { Viewer } from '@tinkerlabs/contract/auth';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { announceAuthChange } from '@/lib/auth/session-store.ts';
import { setSignInModalOpen, useSignInModalOpen } from '@/lib/auth/sign-in-modal.ts';
import { memberViewer, sessionAnswer, stubApi } from '@/testing/fake-api.ts';
import { Header } from './header.tsx';

function CurrentPath() {
  return <p data-testid="current-path">{useLocation().pathname}</p>;
}

function SignInModalFlag() {
  return <p data-testid="sign-in-open">{String(useSignInModalOpen())}</p>;
}

function renderHeader(initialPath = '/') {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <Header />
            <Outlet />
            <CurrentPath />
            <SignInModalFlag />
          </>
        ),
        children: [
          { index: true, element: <h1>Home page</h1> },
          { path: 'articles', element: <h1>Articles page</h1> },
          { path: 'labs/*', element: <h1>A labs page</h1> },
          { path: '*', element: <h1>Another page</h1> },
        ],
      },
    ],
    { initialEntries: [initialPath] },
  );
  const user = userEvent.setup();
  render(<RouterProvider router={router} />);
  const mainNav = screen.getByRole('navigation', { name: 'Main' });
  return { user, router, mainNav };
}

const mobilePanel = () => document.getElementById('mobile-navigation');
/** The open mobile menu's panel, once its code has loaded (it loads on first opening). */
const openMobilePanel = () =>
  waitFor(() => {
    const panel = mobilePanel();
    expect(panel).toBeInTheDocument();
    return panel!;
  });
const signInOpen = () => screen.getByTestId('sign-in-open').textContent;

let api: ReturnType<typeof stubApi>;

/** The session store is shared by the whole module: each test reloads it for the viewer it needs. */
async function signInAs(viewer: Viewer | null) {
  api.routes['GET /api/auth/session'] = sessionAnswer(viewer);
  await act(() => announceAuthChange());
}

beforeEach(async () => {
  window.matchMedia = vi
    .fn()
    .mockReturnValue({ matches: false, addEventListener() {}, removeEventListener() {} });
  api = stubApi();
  await signInAs(null);
});

afterEach(() => {
  act(() => setSignInModalOpen(false));
  vi.unstubAllGlobals();
});

describe('Header', () => {
  it.each([
    ['Home', '/'],
    ['Learning Hub', '/learninghub'],
    ['Articles', '/articles'],
    ['Projects', '/projects'],
    ['Stores', '/stores'],
    ['Why Us?', '/why_us'],
    ['About', '/about'],
    ['Contact', '/contact'],
  ])('links %s to %s', (name, href) => {
    const { mainNav } = renderHeader();
    expect(within(mainNav).getByRole('link', { name })).toHaveAttribute('href', href);
  });

  it('links the logo home and offers a Login button that opens the sign-in modal', async () => {
    const { user, mainNav, router } = renderHeader('/articles');
    expect(within(mainNav).getByRole('link', { name: 'TinkerLabs' })).toHaveAttribute('href', '/');
    expect(within(mainNav).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(signInOpen()).toBe('false');
    await user.click(within(mainNav).getByRole('button', { name: 'Login' }));
    expect(signInOpen()).toBe('true');
    expect(router.state.location.pathname).toBe('/articles');
  });

  it('offers Login only once the session is known', async () => {
    vi.resetModules(); // a fresh store, still loading its first answer
    let answer!: (response: Response) => void;
    api.routes['GET /api/auth/session'] = () => new Promise((resolve) => (answer = resolve));
    const { Header: FreshHeader } = await import('./header.tsx');
    // After resetModules, the header's links read the fresh router module's context.
    const { MemoryRouter } = await import('react-router');
    render(
      <MemoryRouter>
        <FreshHeader />
      </MemoryRouter>,
    );
    const mainNav = screen.getByRole('navigation', { name: 'Main' });
    const login = within(mainNav).getByRole('button', { name: 'Login' });
    expect(login).toBeDisabled();
    await act(async () => answer(sessionAnswer(null)({} as never) as Response));
    expect(login).toBeEnabled();
  });

  describe('signed in', () => {
    it('shows a user menu headed by the username with Profile, Dashboard, Your learning and Logout', async () => {
      await signInAs(memberViewer);
      const { user, mainNav } = renderHeader();
      expect(within(mainNav).queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
      await user.click(await within(mainNav).findByRole('button', { name: 'Account menu for ada_lovelace' }));
      const menu = screen.getByRole('menu');
      expect(within(menu).getByText('ada_lovelace', { selector: 'p' })).toBeInTheDocument();
      expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute(
        'href',
        '/dashboard/profile',
      );
      expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
      expect(within(menu).getByRole('menuitem', { name: 'Your learning' })).toHaveAttribute(
        'href',
        '/dashboard/learning',
      );
      expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
      expect(within(menu).getAllByRole('menuitem')).toHaveLength(4);
    });

    it('heads the menu with the email when there is no username', async () => {
      await signInAs({ ...memberViewer, profile: { username: null } });
      const { mainNav } = renderHeader();
      expect(
        await within(mainNav).findByRole('button', { name: 'Account menu for member@example.org' }),
      ).toBeInTheDocument();
    });

    it('signs out on the server with Logout, goes home and offers Login again', async () => {
      await signInAs(memberViewer);
      api.routes['POST /api/auth/sign-out'] = () => {
        api.routes['GET /api/auth/session'] = sessionAnswer(null);
        return new Response(null, { status: 204 });
      };
      const { user, mainNav, router } = renderHeader('/articles');
      await user.click(await within(mainNav).findByRole('button', { name: 'Account menu for ada_lovelace' }));
      await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
      expect(await within(mainNav).findByRole('button', { name: 'Login' })).toBeEnabled();
      expect(api.calls.some((call) => call.method === 'POST' && call.path === '/api/auth/sign-out')).toBe(
        true,
      );
      expect(router.state.location.pathname).toBe('/');
    });
  });

  it('marks the link of the current section', () => {
    const { mainNav } = renderHeader('/articles');
    expect(within(mainNav).getByRole('link', { name: 'Articles' })).toHaveAttribute('aria-current', 'page');
    expect(within(mainNav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('lists the Labs pages in its dropdown', async () => {
    const { user, mainNav } = renderHeader();
    const trigger = within(mainNav).getByRole('button', { name: 'Labs' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await user.click(trigger);
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['All Labs', '/labs'],
      ['Virtualization Tools', '/labs/simulators/'],
      ['Programming', '/labs/programming/'],
      ['Hardware', '/labs/hardware'],
      ['Development Boards', '/labs/development-boards'],
    ]);
  });

  it('lists YoUniversity and Resources in the Knowledge Hub dropdown', async () => {
    const { user, mainNav } = renderHeader();
    await user.click(within(mainNav).getByRole('button', { name: 'Knowledge Hub' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Knowledge Hub Overview' })).toHaveAttribute(
      'href',
      '/knowledge-hub',
    );
    expect(within(menu).getByRole('menuitem', { name: 'YoUniversity' })).toHaveAttribute(
      'href',
      '/youniversity',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Resources' })).toHaveAttribute('href', '/resources');
    expect(within(menu).getAllByRole('menuitem')).toHaveLength(3);
  });

  it('navigates from a dropdown item and closes the dropdown', async () => {
    const { user, mainNav } = renderHeader();
    const trigger = within(mainNav).getByRole('button', { name: 'Labs' });
    await user.click(trigger);
    await user.click(screen.getByRole('menuitem', { name: 'Hardware' }));
    expect(await screen.findByRole('heading', { name: 'A labs page' })).toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/labs/hardware');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  describe('mobile menu', () => {
    it('opens and closes with its button', async () => {
      const { user, mainNav } = renderHeader();
      const toggle = within(mainNav).getByRole('button', { name: 'Open menu' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(toggle).toHaveAttribute('aria-controls', 'mobile-navigation');
      expect(mobilePanel()).toBeNull();

      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(toggle).toHaveAccessibleName('Close menu');
      expect(await openMobilePanel()).toHaveClass('xl:hidden');

      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(toggle).toHaveAccessibleName('Open menu');
      expect(mobilePanel()).toBeNull();
    });

    it('lists every section and the dropdown pages', async () => {
      const { user, mainNav } = renderHeader();
      await user.click(within(mainNav).getByRole('button', { name: 'Open menu' }));
      const links = within(await openMobilePanel()).getAllByRole('link');
      expect(links.map((link) => link.getAttribute('href'))).toEqual([
        '/',
        '/learninghub',
        '/labs',
        '/labs/simulators/',
        '/labs/programming/',
        '/labs/hardware',
        '/labs/development-boards',
        '/articles',
        '/projects',
        '/stores',
        '/knowledge-hub',
        '/youniversity',
        '/resources',
        '/why_us',
        '/about',
        '/contact',
      ]);
    });

    it('closes when any of its links is followed', async () => {
      const { user, mainNav, router } = renderHeader('/contact');
      const toggle = within(mainNav).getByRole('button', { name: 'Open menu' });
      await user.click(toggle);
      const count = within(await openMobilePanel()).getAllByRole('link').length;
      for (let index = 0; index < count; index++) {
        if (!mobilePanel()) await user.click(toggle);
        const link = within(mobilePanel()!).getAllByRole('link')[index]!;
        const href = link.getAttribute('href');
        await user.click(link);
        expect(mobilePanel(), `after following ${href}`).toBeNull();
        expect(toggle).toHaveAttribute('aria-expanded', 'false');
        expect(router.state.location.pathname).toBe(href);
      }
    });

    it('closes when the logo is followed or Login is pressed', async () => {
      const { user, mainNav } = renderHeader('/contact');
      const toggle = within(mainNav).getByRole('button', { name: 'Open menu' });
      await user.click(toggle);
      await user.click(within(mainNav).getByRole('link', { name: 'TinkerLabs' }));
      expect(mobilePanel()).toBeNull();
      await user.click(toggle);
      await user.click(within(mainNav).getByRole('button', { name: 'Login' }));
      expect(mobilePanel()).toBeNull();
      expect(signInOpen()).toBe('true');
    });

    it('closes on Escape', async () => {
      const { user, mainNav } = renderHeader();
      const toggle = within(mainNav).getByRole('button', { name: 'Open menu' });
      await user.click(toggle);
      await user.keyboard('{Escape}');
      expect(mobilePanel()).toBeNull();
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { expect, it, vi } from 'vitest';
import { Link } from './link.tsx';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}${location.hash}`}</p>;
}

function renderAt(path: string, links: React.ReactNode) {
  const page = (
    <>
      {links}
      <Where />
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/', element: page },
      { path: '/articles', element: page },
      { path: '/articles/:slug', element: page },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const where = () => screen.getByTestId('where').textContent;

it('renders the address as its href and navigates in the app when clicked', async () => {
  const router = renderAt('/', <Link to="/articles?tag=pid#top">Articles</Link>);
  const link = screen.getByRole('link', { name: 'Articles' });
  expect(link).toHaveAttribute('href', '/articles?tag=pid#top');
  await userEvent.click(link);
  expect(where()).toBe('/articles?tag=pid#top');
  expect(router.state.historyAction).toBe('PUSH');
});

it('resolves a relative address and accepts its parts', async () => {
  renderAt(
    '/articles',
    <>
      <Link to="pid-control">Relative</Link>
      <Link to={{ pathname: '/articles/kalman', search: '?page=2' }}>Parts</Link>
    </>,
  );
  expect(screen.getByRole('link', { name: 'Relative' })).toHaveAttribute('href', '/articles/pid-control');
  await userEvent.click(screen.getByRole('link', { name: 'Parts' }));
  expect(where()).toBe('/articles/kalman?page=2');
});

it('replaces the history entry when asked', async () => {
  const router = renderAt(
    '/',
    <Link to="/articles" replace>
      Articles
    </Link>,
  );
  await userEvent.click(screen.getByRole('link', { name: 'Articles' }));
  expect(where()).toBe('/articles');
  expect(router.state.historyAction).toBe('REPLACE');
});

it('leaves a modified click, another target and a prevented click to the browser', () => {
  const onClick = vi.fn((event: React.MouseEvent) => event.preventDefault());
  renderAt(
    '/',
    <>
      <Link to="/articles">Plain</Link>
      <Link to="/articles" target="_blank">
        New tab
      </Link>
      <Link to="/articles" onClick={onClick}>
        Prevented
      </Link>
    </>,
  );
  fireEvent.click(screen.getByRole('link', { name: 'Prevented' }));
  expect(onClick).toHaveBeenCalledOnce();
  expect(where()).toBe('/');
  // Whether the app took each click, seen as it reaches the document (then stopped there: jsdom does not
  // load other documents).
  const taken: boolean[] = [];
  const record = (event: MouseEvent) => {
    taken.push(event.defaultPrevented);
    event.preventDefault();
  };
  document.addEventListener('click', record);
  fireEvent.click(screen.getByRole('link', { name: 'Plain' }), { ctrlKey: true });
  fireEvent.click(screen.getByRole('link', { name: 'New tab' }));
  fireEvent.click(screen.getByRole('link', { name: 'Plain' }));
  document.removeEventListener('click', record);
  expect(taken).toEqual([false, false, true]);
  expect(where()).toBe('/articles');
});

it('passes attributes and the ref to the anchor', () => {
  const ref = { current: null as HTMLAnchorElement | null };
  renderAt(
    '/',
    <Link ref={ref} to="/articles" className="nav" aria-current="page">
      Articles
    </Link>,
  );
  const link = screen.getByRole('link', { name: 'Articles' });
  expect(ref.current).toBe(link);
  expect(link).toHaveClass('nav');
  expect(link).toHaveAttribute('aria-current', 'page');
});

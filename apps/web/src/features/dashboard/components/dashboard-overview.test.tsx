import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceAuthChange } from '@/lib/auth/session-store.ts';
import { adminViewer, jsonResponse, memberViewer, sessionAnswer, stubApi } from '@/testing/fake-api.ts';
import { renderPage } from '@/testing/render-page.tsx';
import { DashboardOverview } from './dashboard-overview.tsx';

afterEach(() => vi.unstubAllGlobals());

const author = { id: 'u2', name: 'Ada' };
const submissions = {
  page: 1,
  pageSize: 20,
  total: 2,
  totalPages: 1,
  needsAction: 1,
  items: [
    {
      kind: 'items',
      id: 'i1',
      title: 'Hall sensor',
      key: 'A3144',
      status: 'rejected',
      rejectionReason: 'Link the product page.',
      version: 2,
      author,
      updatedAt: '2026-11-21T10:00:00.000Z',
      publicPath: null,
      editPath: '/dashboard/items/suggest?id=i1',
    },
    {
      kind: 'stores',
      id: 's1',
      title: 'Circuit Corner',
      key: 'circuit-corner',
      status: 'pending',
      rejectionReason: null,
      version: 3,
      author,
      updatedAt: '2026-11-21T09:00:00.000Z',
      publicPath: null,
      editPath: '/dashboard/stores/suggest?id=s1',
    },
  ],
};
const notifications = {
  unread: 1,
  items: [
    {
      id: 'n1',
      kind: 'items',
      contentId: 'i1',
      action: 'rejected',
      title: 'Hall sensor',
      reason: 'Link the product page.',
      link: '/dashboard/items/suggest?id=i1',
      read: false,
      createdAt: '2026-11-21T10:00:00.000Z',
    },
  ],
};

function stubDashboard(viewer = memberViewer) {
  return stubApi({
    'GET /api/auth/session': sessionAnswer(viewer),
    'GET /api/me/submissions': () => jsonResponse(200, submissions),
    'GET /api/me/notifications': () => jsonResponse(200, notifications),
    'POST /api/me/stores/s1/withdraw': () => jsonResponse(200, {}),
    'POST /api/me/notifications/read': () => new Response(null, { status: 204 }),
    'GET /api/admin/messages': () =>
      jsonResponse(200, {
        items: [
          {
            id: 'm1',
            name: 'Grace',
            email: 'grace@example.org',
            subject: 'A broken link on the PID article',
            message: 'The second link answers 404.',
            readAt: null,
            archivedAt: null,
            createdAt: '2026-11-21T08:00:00.000Z',
          },
        ],
        page: 1,
        pageSize: 5,
        total: 1,
        totalPages: 1,
        unread: 4,
      }),
    'GET /api/admin/users': () =>
      jsonResponse(200, {
        users: [
          {
            id: 'u9',
            email: 'grace@example.org',
            username: 'grace',
            role: 'user',
            createdAt: '2026-11-01T08:00:00.000Z',
            activeSessions: 2,
          },
        ],
      }),
    'DELETE /api/admin/users/u9/sessions': () => jsonResponse(200, { endedSessions: 2 }),
    'GET /api/admin/pending-counts': () =>
      jsonResponse(200, { stores: 2, items: 0, projects: 1, articles: 0, unreadMessages: 4 }),
  });
}

describe('DashboardOverview', () => {
  it('lists the member’s submissions with the reason, what needs action, and withdraws with the version', async () => {
    const api = stubDashboard();
    await announceAuthChange();
    const { user } = renderPage(<DashboardOverview />);
    const list = await screen.findByRole('region', { name: 'Your submissions' });
    await within(list).findByText('Link the product page.');
    expect(within(list).getByText(/1 submission needs your action/)).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Fix and send again Hall sensor' })).toHaveAttribute(
      'href',
      '/dashboard/items/suggest?id=i1',
    );
    expect(within(list).getByText('Waiting for review')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Withdraw Circuit Corner' }));
    await waitFor(() =>
      expect(api.calls).toContainEqual(
        expect.objectContaining({
          method: 'POST',
          path: '/api/me/stores/s1/withdraw',
          body: { baseVersion: 3 },
        }),
      ),
    );
    expect(
      screen.queryByRole('region', { name: 'Waiting for you as administrator' }),
    ).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.path === '/api/admin/pending-counts')).toBe(false);
  });

  it('shows the page of the address, with links to the others, and counts what needs action on all', async () => {
    const api = stubDashboard();
    api.routes['GET /api/me/submissions'] = () =>
      jsonResponse(200, { ...submissions, page: 2, total: 45, totalPages: 3, needsAction: 7 });
    await announceAuthChange();
    renderPage(<DashboardOverview />, { at: '/dashboard?page=2' });
    const list = await screen.findByRole('region', { name: 'Your submissions' });
    await within(list).findByText('45 submissions · page 2 of 3');
    expect(within(list).getByText(/7 submissions need your action/)).toBeInTheDocument();
    expect(api.calls).toContainEqual(
      expect.objectContaining({ method: 'GET', path: '/api/me/submissions', search: '?page=2' }),
    );
    const pages = within(list).getByRole('navigation', { name: 'Pages of submissions' });
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/dashboard');
    expect(within(pages).getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/dashboard?page=3');
    expect(within(pages).getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/dashboard?page=3');
  });

  it('shows no page links when every submission fits one page', async () => {
    stubDashboard();
    await announceAuthChange();
    renderPage(<DashboardOverview />);
    const list = await screen.findByRole('region', { name: 'Your submissions' });
    await within(list).findByText('Hall sensor');
    expect(within(list).queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('says how to submit something when the member has submitted nothing, with a fitting icon', async () => {
    const api = stubDashboard();
    api.routes['GET /api/me/submissions'] = () =>
      jsonResponse(200, { items: [], page: 1, pageSize: 20, total: 0, totalPages: 0, needsAction: 0 });
    await announceAuthChange();
    renderPage(<DashboardOverview />, { at: '/dashboard' });
    const empty = (await screen.findByText('You have not submitted anything yet')).parentElement!;
    expect(empty).toHaveTextContent(/the shortcuts are above/);
    // A paper plane (send), not the crossed-out magnifier of a search that found nothing.
    expect(empty.querySelector('svg.lucide-send')).not.toBeNull();
    expect(empty.querySelector('svg.lucide-search-x')).toBeNull();
  });

  it('shows notifications and marks them all read', async () => {
    const api = stubDashboard();
    await announceAuthChange();
    const { user } = renderPage(<DashboardOverview />);
    const box = await screen.findByRole('region', { name: 'Notifications' });
    await within(box).findByText('Reason: Link the product page.');
    await user.click(within(box).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(api.calls).toContainEqual(
        expect.objectContaining({ method: 'POST', path: '/api/me/notifications/read', body: {} }),
      ),
    );
  });

  it('gives administrators the review queues’ counts as links', async () => {
    stubDashboard(adminViewer);
    await announceAuthChange();
    renderPage(<DashboardOverview />);
    const cards = await screen.findByRole('region', { name: 'Waiting for you as administrator' });
    expect(await within(cards).findByRole('link', { name: '2 Stores to review' })).toHaveAttribute(
      'href',
      '/dashboard/stores/review',
    );
    expect(within(cards).getByRole('link', { name: '4 Unread messages' })).toHaveAttribute(
      'href',
      '/dashboard/messages',
    );
    const newest = within(cards).getByRole('region', { name: 'Newest messages' });
    expect(await within(newest).findByText('A broken link on the PID article')).toBeInTheDocument();
    expect(within(newest).getByText('Unread:', { exact: false })).toBeInTheDocument();
    expect(within(newest).getByRole('link', { name: 'Open the inbox (4 unread)' })).toHaveAttribute(
      'href',
      '/dashboard/messages',
    );
  });

  it('lets administrators sign a member out everywhere, after confirming', async () => {
    const api = stubDashboard(adminViewer);
    await announceAuthChange();
    const { user } = renderPage(<DashboardOverview />);
    const members = await screen.findByRole('region', { name: 'Members and sessions' });
    await user.click(
      await within(members).findByRole('button', { name: 'End the sessions of grace@example.org' }),
    );
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(members).getByRole('button', { name: 'Sign out everywhere' }));
    expect(
      await within(members).findByText('grace@example.org was signed out of 2 sessions.'),
    ).toBeInTheDocument();
    expect(api.calls).toContainEqual(
      expect.objectContaining({ method: 'DELETE', path: '/api/admin/users/u9/sessions' }),
    );
  });
});

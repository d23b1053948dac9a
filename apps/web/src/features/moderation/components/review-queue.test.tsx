import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubApi } from '@/testing/fake-api.ts';
import { renderPage } from '@/testing/render-page.tsx';
import { ReviewQueue } from './review-queue.tsx';

afterEach(() => vi.unstubAllGlobals());

const author = { id: 'u2', name: 'Ada' };
const store = {
  id: 's1',
  status: 'pending',
  version: 2,
  rejectionReason: null,
  author,
  createdAt: '2026-11-21T09:00:00.000Z',
  updatedAt: '2026-11-21T09:00:00.000Z',
  reviewedAt: null,
  publishedAt: null,
  publicPath: null,
  history: [
    {
      action: 'created',
      at: '2026-11-21T09:00:00.000Z',
      actor: author,
      reason: null,
      changedFields: [],
      version: 1,
    },
  ],
  slug: 'circuit-corner',
  name: 'Circuit Corner',
  submittedAt: '2026-11-21T09:00:00.000Z',
  duplicates: [
    {
      reason: 'same_website',
      message: 'Same website as Circuit Corner Lyon (approved)',
      id: 's0',
      name: 'Circuit Corner Lyon',
      status: 'approved',
      path: '/dashboard/stores/circuit-corner-lyon/edit',
    },
  ],
  moreDuplicates: 2,
};
const preview = { slug: 'circuit-corner', name: 'Circuit Corner', items: [] };
const page = (items: unknown[]) => ({ items, page: 1, pageSize: 10, total: items.length, totalPages: 1 });

describe('ReviewQueue', () => {
  it('says when nothing is waiting', async () => {
    stubApi({ 'GET /api/review/stores': () => jsonResponse(200, page([])) });
    renderPage(<ReviewQueue kind="stores" renderPreview={() => null} />);
    expect(await screen.findByText('Nothing is waiting for review')).toBeInTheDocument();
  });

  it('shows each submission with its preview (loaded on its own) and duplicate hints, and approves the version read', async () => {
    const api = stubApi({
      'GET /api/review/stores': () => jsonResponse(200, page([store])),
      'GET /api/review/stores/s1/preview': () => jsonResponse(200, preview),
      'POST /api/review/stores/s1/approve': () => jsonResponse(200, { ...store, status: 'approved' }),
    });
    const { user } = renderPage(
      <ReviewQueue
        kind="stores"
        renderPreview={(loaded, item) => (
          <p>
            Preview of {loaded.name} (version {item.version})
          </p>
        )}
      />,
    );
    const entry = await screen.findByRole('region', { name: 'Circuit Corner' });
    expect(await within(entry).findByText('Preview of Circuit Corner (version 2)')).toBeInTheDocument();
    expect(within(entry).getByRole('link', { name: 'Circuit Corner Lyon' })).toHaveAttribute(
      'href',
      '/dashboard/stores/circuit-corner-lyon/edit',
    );
    expect(within(entry).getByText('And 2 more possible duplicates.')).toBeInTheDocument();
    await user.click(within(entry).getByRole('button', { name: 'Approve and publish' }));
    await waitFor(() =>
      expect(api.calls).toContainEqual(
        expect.objectContaining({ path: '/api/review/stores/s1/approve', body: { baseVersion: 2 } }),
      ),
    );
  });

  it('says when a preview cannot be loaded, and loads it again on Retry', async () => {
    let failures = 1;
    const api = stubApi({
      'GET /api/review/stores': () => jsonResponse(200, page([store])),
      'GET /api/review/stores/s1/preview': () =>
        failures-- > 0
          ? jsonResponse(500, { error: { code: 'internal', message: 'Something went wrong on our side.' } })
          : jsonResponse(200, preview),
    });
    const { user } = renderPage(
      <ReviewQueue kind="stores" renderPreview={(loaded) => <p>Preview of {loaded.name}</p>} />,
    );
    const entry = await screen.findByRole('region', { name: 'Circuit Corner' });
    expect(
      await within(entry).findByText('The preview of Circuit Corner could not be loaded'),
    ).toBeInTheDocument();
    await user.click(within(entry).getByRole('button', { name: 'Try again' }));
    expect(await within(entry).findByText('Preview of Circuit Corner')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/api/review/stores/s1/preview').length).toBeGreaterThan(
      1,
    );
  });

  it('explains a refused decision (409) with what changed, and reloads the queue', async () => {
    const current = {
      ...store,
      version: 3,
      history: [
        ...store.history,
        {
          action: 'edited',
          at: '2026-11-21T10:00:00.000Z',
          actor: author,
          reason: null,
          changedFields: ['website'],
          version: 3,
        },
      ],
    };
    const api = stubApi({
      'GET /api/review/stores': () => jsonResponse(200, page([store])),
      'POST /api/review/stores/s1/reject': () =>
        jsonResponse(409, { error: { code: 'conflict', message: 'Stale.', kind: 'stale_version', current } }),
    });
    const { user } = renderPage(<ReviewQueue kind="stores" renderPreview={() => null} />);
    const entry = await screen.findByRole('region', { name: 'Circuit Corner' });
    await user.click(within(entry).getByRole('button', { name: 'Reject…' }));
    await user.type(screen.getByLabelText('Reason for the member (required)'), 'Not a shop.');
    await user.click(screen.getByRole('button', { name: 'Reject with this reason' }));
    expect(await screen.findByText(/Since you loaded it: Ada edited website\./)).toBeInTheDocument();
    await waitFor(() =>
      expect(api.calls.filter((call) => call.path === '/api/review/stores').length).toBeGreaterThan(1),
    );
  });
});

import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, stubApi } from '@/testing/fake-api.ts';
import { renderPage } from '@/testing/render-page.tsx';
import { StoreSuggestPage } from './store-suggest-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const pendingRecord = {
  id: '5b0c1d8e-1111-4a2b-9c3d-000000000001',
  status: 'pending',
  version: 1,
  rejectionReason: null,
  author: { id: 'u2', name: 'Ada' },
  createdAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  reviewedAt: null,
  publishedAt: null,
  publicPath: null,
  history: [],
  slug: 'maker-parts',
  name: 'Maker Parts',
  website: 'https://maker-parts.example',
  description: 'Sensors, boards and cables for every bench.',
  country: 'DE',
  shipsTo: ['worldwide'],
  categories: ['sensors'],
  logo: null,
  itemCount: 0,
};

async function fillValidStore(user: ReturnType<typeof renderPage>['user']) {
  await user.type(screen.getByLabelText('Name'), 'Maker Parts');
  await user.type(screen.getByLabelText('Website'), 'https://maker-parts.example');
  await user.type(screen.getByLabelText('Description'), 'Sensors, boards and cables for every bench.');
  await user.type(screen.getByLabelText('Country it is based in'), 'de');
  await user.type(screen.getByLabelText('Ships to'), 'worldwide');
  await user.type(screen.getByLabelText('Categories'), 'sensors, boards');
}

describe('StoreSuggestPage', () => {
  it('shows every missing field’s message on send, sends nothing, and focuses the first field', async () => {
    const api = stubApi();
    const { user } = renderPage(<StoreSuggestPage />);
    await user.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(await screen.findByText('The name needs at least 2 characters.')).toBeInTheDocument();
    expect(
      screen.getByText('The website must be a full web address starting with https://.'),
    ).toBeInTheDocument();
    expect(screen.getByText('A country is a two-letter code such as DE.')).toBeInTheDocument();
    expect(
      screen.getByText('Say where the store ships to (country codes, or worldwide).'),
    ).toBeInTheDocument();
    expect(screen.getByText('Give at least one category, such as sensors.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('shows a field’s message when leaving it, and removes it once the value is valid', async () => {
    stubApi();
    const { user } = renderPage(<StoreSuggestPage />);
    const website = screen.getByLabelText('Website');
    await user.type(website, 'maker-parts.example');
    expect(screen.queryByText(/full web address/)).not.toBeInTheDocument();
    await user.tab();
    expect(
      screen.getByText('The website must be a full web address starting with https://.'),
    ).toBeInTheDocument();
    expect(website).toHaveValue('maker-parts.example');
    await user.clear(website);
    await user.type(website, 'https://maker-parts.example');
    expect(screen.queryByText(/full web address/)).not.toBeInTheDocument();
  });

  it('shows the API’s message under the slug on 409 slug_taken, keeps the values, then confirms a send', async () => {
    const api = stubApi({
      'POST /api/me/stores': () =>
        errorResponse(409, 'conflict', 'This address is taken.', {
          slug: 'Another store already uses the address maker-parts.',
        }),
    });
    const { user } = renderPage(<StoreSuggestPage />);
    await fillValidStore(user);
    await user.type(screen.getByLabelText('Address on this site (slug, optional)'), 'maker-parts');
    await user.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(
      await screen.findByText('Another store already uses the address maker-parts.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This address is taken.');
    expect(screen.getByLabelText('Name')).toHaveValue('Maker Parts');
    expect(screen.getByLabelText('Categories')).toHaveValue('sensors, boards');
    expect(api.calls.at(-1)?.body).toMatchObject({
      name: 'Maker Parts',
      slug: 'maker-parts',
      country: 'de',
      shipsTo: ['worldwide'],
      categories: ['sensors', 'boards'],
      logo: null,
    });

    api.routes['POST /api/me/stores'] = () => jsonResponse(201, pendingRecord);
    const slug = screen.getByLabelText('Address on this site (slug, optional)');
    await user.clear(slug);
    expect(screen.queryByText(/already uses the address/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(await screen.findByText('Thank you: Maker Parts is waiting for review')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
    await waitFor(() => expect(api.calls.at(-1)?.body).toMatchObject({ slug: '' }));
  });
});

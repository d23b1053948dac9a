import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, stubApi } from '@/testing/fake-api.ts';
import { renderPage } from '@/testing/render-page.tsx';
import { ItemSuggestPage } from './item-suggest-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const stores = {
  items: [
    {
      slug: 'maker-parts',
      name: 'Maker Parts',
      website: 'https://maker-parts.example',
      country: 'DE',
      countryName: 'Germany',
      shipsTo: ['worldwide'],
      shipsToNames: ['Worldwide'],
      categories: ['sensors'],
      description: 'Sensors and boards.',
      logo: null,
      itemCount: 3,
    },
  ],
  page: 1,
  pageSize: 50,
  total: 1,
  totalPages: 1,
};

const routes = { 'GET /api/stores': () => jsonResponse(200, stores) };

async function fillValidItem(user: ReturnType<typeof renderPage>['user']) {
  await screen.findByRole('option', { name: 'Maker Parts' });
  await user.selectOptions(screen.getByLabelText('Store'), 'maker-parts');
  await user.type(screen.getByLabelText('Name'), 'ESP32 DevKitC');
  await user.type(screen.getByLabelText('Unique key'), 'ESP32-DEVKITC-32E');
  await user.type(screen.getByLabelText('Description'), 'A Wi-Fi and Bluetooth board.');
  await user.type(screen.getByLabelText('Price'), '9,90');
  await user.type(screen.getByLabelText('Link to the item'), 'https://maker-parts.example/esp32');
  await user.type(screen.getByLabelText('Category'), 'boards');
}

describe('ItemSuggestPage', () => {
  it('explains a missing store, a bad price and a bad key, and sends nothing', async () => {
    const api = stubApi(routes);
    const { user } = renderPage(<ItemSuggestPage />);
    await screen.findByRole('option', { name: 'Maker Parts' });
    await user.type(screen.getByLabelText('Price'), 'cheap');
    await user.type(screen.getByLabelText('Unique key'), 'x');
    await user.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(await screen.findByText('Choose the store that sells it.')).toBeInTheDocument();
    expect(screen.getByText('The price must be a number.')).toBeInTheDocument();
    expect(
      screen.getByText('Use the part number or SKU: 2–64 letters, digits, and . _ + / -'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Store')).toHaveFocus();
    expect(screen.getByLabelText('Price')).toHaveValue('cheap');
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('shows 409 key_taken under the unique key with the values kept, and sends the price as a number', async () => {
    const api = stubApi({
      ...routes,
      'POST /api/me/items': () =>
        errorResponse(409, 'conflict', 'This unique key is taken.', {
          uniqueKey: 'ESP32-DEVKITC-32E is already listed.',
        }),
    });
    const { user } = renderPage(<ItemSuggestPage />);
    await fillValidItem(user);
    await user.click(screen.getByRole('button', { name: 'Send for review' }));
    expect(await screen.findByText('ESP32-DEVKITC-32E is already listed.')).toBeInTheDocument();
    expect(screen.getByLabelText('Unique key')).toHaveValue('ESP32-DEVKITC-32E');
    expect(screen.getByLabelText('Unique key')).toHaveFocus();
    expect(api.calls.at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/me/items',
      body: { storeSlug: 'maker-parts', price: 9.9, currency: 'EUR', uniqueKey: 'ESP32-DEVKITC-32E' },
    });
  });
});

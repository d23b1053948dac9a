import type { Board } from '@tinkerlabs/contract/boards';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/fake-api.ts';
import { allBoards, boardPage } from '../../testing/board-fixtures.ts';
import { BoardCatalogue } from './board-catalogue.tsx';

/** GET /api/labs/boards as the server answers it: filtered by family, or just the boards named in `slugs`. */
function answerBoards(url: URL): Board[] {
  const slugs = url.searchParams.get('slugs');
  if (slugs) return allBoards.filter((board) => slugs.split(',').includes(board.slug));
  const family = url.searchParams.get('family');
  return allBoards.filter((board) => !family || board.family === family);
}

let requests: URL[] = [];
let failNext = false;

beforeEach(() => {
  requests = [];
  failNext = false;
  window.scrollTo = vi.fn();
  Element.prototype.scrollIntoView = vi.fn();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      requests.push(url);
      if (failNext) {
        failNext = false;
        return jsonResponse(500, { error: { code: 'internal', message: 'The database is not answering.' } });
      }
      return jsonResponse(200, boardPage(answerBoards(url)));
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderCatalogue(address = '/labs/development-boards') {
  const router = createMemoryRouter([{ path: '/labs/development-boards', Component: BoardCatalogue }], {
    initialEntries: [address],
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const search = () => new URLSearchParams(router.state.location.search);
  return { router, search, user: userEvent.setup() };
}

const compareBox = (name: string) => screen.getByRole('checkbox', { name: `Compare ${name}` });
const tray = () => screen.getByRole('region', { name: 'Boards to compare' });
const status = () => within(tray()).getByRole('status');
const boardTable = () => screen.getByRole('table', { name: /^Development boards/ });

describe('BoardCatalogue', () => {
  it('lists the boards with their count', async () => {
    renderCatalogue();
    expect(await screen.findByRole('heading', { level: 3, name: 'Teensy 4.1' })).toBeInTheDocument();
    expect(screen.getByText('5 boards')).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox', { name: /^Compare / })).toHaveLength(5);
    expect(
      screen.getByRole('img', { name: 'Outline of the Raspberry Pi Pico: 51 × 21 mm, 40 pins' }),
    ).toBeInTheDocument();
  });

  it('shows no comparison and no tray until a board is ticked', async () => {
    const { user } = renderCatalogue();
    await screen.findByText('5 boards');
    expect(screen.queryByRole('heading', { name: 'Compare boards' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Boards to compare' })).not.toBeInTheDocument();

    await user.click(compareBox('Teensy 4.1'));
    expect(within(tray()).getByRole('list', { name: 'Picked boards' })).toHaveTextContent('Teensy 4.1');
    expect(within(tray()).getByRole('button', { name: 'Compare (1)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Compare boards' })).toBeInTheDocument();

    await user.click(compareBox('Teensy 4.1'));
    expect(screen.queryByRole('region', { name: 'Boards to compare' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Compare boards' })).not.toBeInTheDocument();
  });

  it('narrows the list by family and keeps the filter in the address', async () => {
    const { search, user } = renderCatalogue();
    await screen.findByText('5 boards');
    await user.selectOptions(screen.getByLabelText('Family'), 'esp32');
    expect(await screen.findByText('1 board')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Teensy 4.1' })).not.toBeInTheDocument();
    expect(search().get('family')).toBe('esp32');
    expect(requests.at(-1)?.searchParams.get('family')).toBe('esp32');
  });

  it('asks for more boards below two, shows the table for three, and says what to drop above four', async () => {
    const { search, user } = renderCatalogue();
    await screen.findByText('5 boards');

    await user.click(compareBox('Teensy 4.1'));
    expect(status()).toHaveTextContent('1 board picked. Pick at least 1 board more to compare.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.click(compareBox('Raspberry Pi Pico'));
    await user.click(compareBox('ESP32-DevKitC V4'));
    expect(status()).toHaveTextContent('Comparing 3 boards.');
    expect(search().get('compare')).toBe('teensy-4-1,raspberry-pi-pico,esp32-devkitc-wroom-32e');
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Specification', 'Teensy 4.1', 'Raspberry Pi Pico', 'ESP32-DevKitC V4']);
    const clock = within(table).getByRole('row', { name: /^Clock speed/ });
    expect(clock).toHaveTextContent('600 MHz (highest)');
    expect(clock).toHaveTextContent('133 MHz');
    expect(within(table).getByRole('row', { name: /^RAM/ })).toHaveTextContent(
      'RAM1 MB (highest)264 KB520 KB',
    );
    expect(requests.at(-1)?.searchParams.get('slugs')).toBe(
      'teensy-4-1,raspberry-pi-pico,esp32-devkitc-wroom-32e',
    );

    await user.click(compareBox('Arduino Uno R3'));
    await user.click(compareBox('Raspberry Pi 5'));
    expect(status()).toHaveTextContent(
      '5 boards picked, but the comparison shows at most 4. Untick 1 board to see the table.',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('opens a shared comparison from the address, whatever the filters show', async () => {
    renderCatalogue('/labs/development-boards?family=esp32&compare=teensy-4-1,raspberry-pi-pico');
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Specification', 'Teensy 4.1', 'Raspberry Pi Pico']);
    expect(await screen.findByText('1 board')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Teensy 4.1 from the comparison' })).toBeInTheDocument();
    // The compared boards' outlines, side by side at one scale (the Teensy fixture has none to draw).
    const outlines = screen.getByRole('list', { name: 'Outlines to one scale' });
    expect(
      within(outlines)
        .getAllByRole('img')
        .map((img) => img.getAttribute('aria-label')),
    ).toEqual(['Outline of the Raspberry Pi Pico: 51 × 21 mm, 40 pins']);
    expect(within(outlines).getByRole('img').style.width).toBe('102px');
  });

  it('takes a board out with its remove button and clears the selection', async () => {
    const { search, user } = renderCatalogue('/labs/development-boards?compare=teensy-4-1,raspberry-pi-pico');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Remove Teensy 4.1 from the comparison' }));
    expect(search().get('compare')).toBe('raspberry-pi-pico');
    expect(status()).toHaveTextContent('1 board picked.');
    await user.click(screen.getByRole('button', { name: 'Clear comparison' }));
    expect(search().has('compare')).toBe(false);
  });

  it('brings the comparison into view from the tray at the bottom of the screen', async () => {
    const { user } = renderCatalogue('/labs/development-boards?compare=teensy-4-1,raspberry-pi-pico');
    await screen.findByRole('table');
    expect(within(tray()).getByRole('list', { name: 'Picked boards' })).toHaveTextContent(
      'Teensy 4.1Raspberry Pi Pico',
    );
    await user.click(within(tray()).getByRole('button', { name: 'Compare (2)' }));
    expect(screen.getByRole('heading', { name: 'Compare boards' })).toHaveFocus();
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  });

  it('ticks and unticks a board from the keyboard', async () => {
    const { search, user } = renderCatalogue();
    await screen.findByText('5 boards');
    compareBox('Teensy 4.1').focus();
    await user.keyboard(' ');
    await waitFor(() => expect(compareBox('Teensy 4.1')).toBeChecked());
    expect(search().get('compare')).toBe('teensy-4-1');
    await user.keyboard(' ');
    await waitFor(() => expect(compareBox('Teensy 4.1')).not.toBeChecked());
    expect(search().has('compare')).toBe(false);
  });

  it('says when the list could not be loaded, and loads it again on retry', async () => {
    failNext = true;
    const { user } = renderCatalogue();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The boards could not be loaded.');
    expect(alert).toHaveTextContent('The database is not answering.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('5 boards')).toBeInTheDocument();
  });

  it('says when no board matches and offers to clear the filters', async () => {
    const { search, user } = renderCatalogue('/labs/development-boards?family=stm32');
    expect(await screen.findByText('No boards match.')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1)!);
    expect(await screen.findByText('5 boards')).toBeInTheDocument();
    expect(search().has('family')).toBe(false);
  });

  describe('the table view', () => {
    it('switches between cards and a table with toggle buttons, kept in the address', async () => {
      const { search, user } = renderCatalogue();
      await screen.findByText('5 boards');
      const switcher = screen.getByRole('group', { name: 'Show boards as' });
      const cards = within(switcher).getByRole('button', { name: 'Cards' });
      const table = within(switcher).getByRole('button', { name: 'Table' });
      expect(cards).toHaveAttribute('aria-pressed', 'true');
      expect(table).toHaveAttribute('aria-pressed', 'false');
      expect(screen.queryByRole('table')).not.toBeInTheDocument();

      await user.click(table);
      expect(table).toHaveAttribute('aria-pressed', 'true');
      expect(cards).toHaveAttribute('aria-pressed', 'false');
      expect(search().get('view')).toBe('table');
      expect(screen.queryByRole('article')).not.toBeInTheDocument();
      expect(boardTable()).toHaveAccessibleName(/^Development boards and their key figures/);
      expect(
        within(boardTable())
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).toEqual([
        'Board',
        'Family',
        'Microcontroller',
        'Clock',
        'RAM',
        'Flash',
        'GPIO',
        'Wireless',
        'Size',
        'Price',
      ]);
      const pico = within(boardTable()).getByRole('row', { name: /Raspberry Pi Pico/ });
      expect(within(pico).getByRole('rowheader')).toHaveTextContent('Raspberry Pi PicoMaker');
      expect(pico).toHaveTextContent('133 MHz');
      expect(pico).toHaveTextContent('51 × 21 mm');
      expect(within(boardTable()).getAllByRole('row')).toHaveLength(6);

      await user.click(cards);
      expect(search().has('view')).toBe(false);
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(screen.getAllByRole('article')).toHaveLength(5);
    });

    it('opens in the table from the address, keeping the filters, and ticks boards for the comparison', async () => {
      const { search, user } = renderCatalogue('/labs/development-boards?view=table&family=esp32');
      expect(await screen.findByText('1 board')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
      await user.click(within(boardTable()).getByRole('checkbox', { name: 'Compare ESP32-DevKitC V4' }));
      expect(search().get('compare')).toBe('esp32-devkitc-wroom-32e');
      expect(search().get('view')).toBe('table');
      expect(within(tray()).getByRole('list', { name: 'Picked boards' })).toHaveTextContent(
        'ESP32-DevKitC V4',
      );
    });
  });

  describe('keeps the keyboard focus on the page', () => {
    it('moves it from a removed board to the next one, then to the list’s heading', async () => {
      const { user } = renderCatalogue(
        '/labs/development-boards?compare=teensy-4-1,raspberry-pi-pico,esp32-devkitc-wroom-32e',
      );
      await screen.findByRole('table');
      const remove = (name: string) =>
        screen.getByRole('button', { name: `Remove ${name} from the comparison` });
      remove('Teensy 4.1').focus();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(remove('Raspberry Pi Pico')).toHaveFocus());
      await user.keyboard('{Enter}');
      await waitFor(() => expect(remove('ESP32-DevKitC V4')).toHaveFocus());
      await user.keyboard('{Enter}');
      // The tray and the comparison are gone with the last board: the focus waits on the list.
      await waitFor(() => expect(screen.getByRole('heading', { name: 'Boards' })).toHaveFocus());
      expect(screen.queryByRole('region', { name: 'Boards to compare' })).not.toBeInTheDocument();
    });

    it('moves it to the list’s heading when the comparison is cleared', async () => {
      const { user } = renderCatalogue('/labs/development-boards?compare=teensy-4-1,raspberry-pi-pico');
      await screen.findByRole('table');
      screen.getByRole('button', { name: 'Clear comparison' }).focus();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(screen.getByRole('heading', { name: 'Boards' })).toHaveFocus());
    });

    it('keeps it on the filters’ "Clear filters" once there is nothing left to clear', async () => {
      const { search, user } = renderCatalogue('/labs/development-boards?family=esp32');
      await screen.findByText('1 board');
      const clear = within(screen.getByRole('form', { name: 'Filter boards' })).getByRole('button', {
        name: 'Clear filters',
      });
      clear.focus();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(search().has('family')).toBe(false));
      expect(clear).toHaveAttribute('aria-disabled', 'true');
      expect(clear).not.toBeDisabled();
      expect(clear).toHaveFocus();
    });

    it('moves it from the empty list’s "Clear filters" to the list’s heading', async () => {
      const { user } = renderCatalogue('/labs/development-boards?family=stm32');
      expect(await screen.findByText('No boards match.')).toBeInTheDocument();
      screen.getAllByRole('button', { name: 'Clear filters' }).at(-1)!.focus();
      await user.keyboard('{Enter}');
      expect(await screen.findByText('5 boards')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Boards' })).toHaveFocus();
    });
  });
});

import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollRegion } from './scroll-region.tsx';

/** jsdom lays nothing out: the box's widths are set here, and the observer is called by hand. */
let report: (() => void) | null = null;
let widths = { scrollWidth: 300, clientWidth: 300 };

beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        report = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
  for (const key of ['scrollWidth', 'clientWidth'] as const)
    vi.spyOn(HTMLElement.prototype, key, 'get').mockImplementation(() => widths[key]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  report = null;
});

describe('ScrollRegion', () => {
  it('is a plain box while its content fits, and a named, focusable region once it scrolls', () => {
    render(
      <ScrollRegion label="Denavit–Hartenberg table">
        <table />
      </ScrollRegion>,
    );
    act(() => report!());
    expect(screen.queryByRole('region')).toBeNull();
    expect(document.querySelector('[tabindex]')).toBeNull();

    widths = { scrollWidth: 520, clientWidth: 320 };
    act(() => report!());
    const region = screen.getByRole('region', { name: 'Denavit–Hartenberg table (scrolls sideways)' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveClass('overflow-x-auto');
    widths = { scrollWidth: 300, clientWidth: 300 };
  });
});

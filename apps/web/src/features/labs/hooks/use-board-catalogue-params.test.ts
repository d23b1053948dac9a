import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBoardCatalogueParams } from './use-board-catalogue-params.ts';

// The router as the browser runs it: setSearchParams asks for an address, which it commits (renders)
// later, one asked-for address at a time.
const router = vi.hoisted(() => ({
  committed: new URLSearchParams(),
  asked: [] as URLSearchParams[],
  listeners: new Set<() => void>(),
}));

vi.mock('react-router', async () => {
  const { useSyncExternalStore } = await import('react');
  return {
    useSearchParams: () => {
      const committed = useSyncExternalStore(
        (listener) => {
          router.listeners.add(listener);
          return () => router.listeners.delete(listener);
        },
        () => router.committed,
      );
      return [committed, (next: URLSearchParams) => router.asked.push(next)] as const;
    },
  };
});

function commitNext() {
  act(() => {
    router.committed = router.asked.shift()!;
    router.listeners.forEach((listener) => listener());
  });
}

afterEach(() => {
  router.committed = new URLSearchParams();
  router.asked = [];
});

describe('useBoardCatalogueParams', () => {
  it('shows a change at once, before the router has committed it', () => {
    router.committed = new URLSearchParams('compare=teensy-4-1,raspberry-pi-pico');
    const { result } = renderHook(() => useBoardCatalogueParams());
    act(() => result.current.setSelection(['raspberry-pi-pico']));
    expect(result.current.selection).toEqual(['raspberry-pi-pico']);
    commitNext();
    expect(result.current.selection).toEqual(['raspberry-pi-pico']);
  });

  it('shows the newest of quick changes while the router commits the ones before it', () => {
    router.committed = new URLSearchParams('compare=teensy-4-1,raspberry-pi-pico,esp32-devkitc-wroom-32e');
    const { result } = renderHook(() => useBoardCatalogueParams());
    act(() => result.current.setSelection(['raspberry-pi-pico', 'esp32-devkitc-wroom-32e']));
    act(() => result.current.setSelection(['esp32-devkitc-wroom-32e']));
    act(() => result.current.setSelection([]));
    expect(result.current.selection).toEqual([]);
    commitNext(); // the first change arrives: the tray must not show its two boards again
    expect(result.current.selection).toEqual([]);
    commitNext();
    expect(result.current.selection).toEqual([]);
    commitNext();
    expect(result.current.selection).toEqual([]);
    expect(router.committed.get('compare')).toBeNull();
  });

  it('follows an address it did not ask for (back and forward)', () => {
    router.committed = new URLSearchParams('compare=teensy-4-1,raspberry-pi-pico');
    const { result } = renderHook(() => useBoardCatalogueParams());
    act(() => result.current.setSelection(['teensy-4-1']));
    commitNext();
    act(() => {
      router.committed = new URLSearchParams('compare=teensy-4-1,raspberry-pi-pico');
      router.listeners.forEach((listener) => listener());
    });
    expect(result.current.selection).toEqual(['teensy-4-1', 'raspberry-pi-pico']);
  });
});

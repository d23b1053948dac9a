import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { shareFragment } from '@/lib/share-code.ts';
import { usePlaygroundCode } from './use-playground-code.ts';

const lab = 'python';
const stored = () => localStorage.getItem(`tinkerlabs.playground.${lab}`);
const storedEarlier = () => localStorage.getItem(`tinkerlabs.playground.${lab}.earlier`);

afterEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the playground’s code', () => {
  it('keeps the code an example replaced, over a reload, and swaps it back', () => {
    const first = renderHook(() => usePlaygroundCode(lab, 'print("example 1")'));
    act(() => first.result.current.onEdit('my own program'));
    act(() => first.result.current.load('print("example 2")'));
    expect(first.result.current.code).toBe('print("example 2")');
    expect(first.result.current.earlier).toBe('my own program');
    first.unmount();

    const reloaded = renderHook(() => usePlaygroundCode(lab, 'print("example 1")'));
    expect(reloaded.result.current.code).toBe('print("example 2")');
    expect(reloaded.result.current.earlier).toBe('my own program');
    act(() => reloaded.result.current.restoreEarlier());
    expect(reloaded.result.current.loaded.code).toBe('my own program');
    expect(stored()).toBe('my own program');
    // What the restore replaced is kept in its turn.
    expect(reloaded.result.current.earlier).toBe('print("example 2")');
  });

  it('keeps this browser’s own code when a share link brings other code', () => {
    localStorage.setItem(`tinkerlabs.playground.${lab}`, 'my own program');
    window.history.replaceState(null, '', `/labs/programming/python${shareFragment('print("shared")')}`);
    const { result } = renderHook(() => usePlaygroundCode(lab, 'print("example 1")'));
    expect(result.current.code).toBe('print("shared")');
    expect(result.current.earlier).toBe('my own program');
    expect(storedEarlier()).toBe('my own program');
  });

  it('keeps nothing for empty code or a load of the same text', () => {
    const { result } = renderHook(() => usePlaygroundCode(lab, ''));
    act(() => result.current.load('print(1)'));
    expect(result.current.earlier).toBeNull();
    act(() => result.current.load('print(1)'));
    expect(result.current.earlier).toBeNull();
    expect(storedEarlier()).toBeNull();
  });
});

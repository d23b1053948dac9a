// An upload carries one Idempotency-Key per picked file, the same on every retry; every caller (the
// hook of the editors, the forms calling uploadImage) retries a network failure and a 503 with that
// key, and gives up at once on a refusal.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadImage, useUploadImage } from './upload-image.ts';

const answer = { url: '/uploads/x.png', width: 1, height: 1, contentType: 'image/png', size: 68 };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const picked = () => new File([new Uint8Array([1, 2, 3])], 'photo.png', { type: 'image/png' });

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
const sentKeys = () =>
  fetchMock.mock.calls.map(([, init]) => (init?.headers as Record<string, string>)['idempotency-key']);

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('uploadImage', () => {
  it('sends one key per picked file: the same file again keeps it, another pick of the same image does not', async () => {
    fetchMock.mockImplementation(async () => json(answer, 201));
    const file = picked();
    await uploadImage(file);
    await uploadImage(file);
    await uploadImage(picked());
    const [first, again, other] = sentKeys();
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,100}$/); // what the server accepts
    expect(again).toBe(first);
    expect(other).not.toBe(first);
  });

  it('retries by itself for the forms that call it directly', async () => {
    vi.useFakeTimers();
    fetchMock
      .mockResolvedValueOnce(json({ error: { code: 'unavailable', message: 'Try again soon.' } }, 503))
      .mockResolvedValueOnce(json(answer, 201));
    const done = uploadImage(picked());
    await vi.advanceTimersByTimeAsync(1000);
    await expect(done).resolves.toEqual(answer);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(new Set(sentKeys()).size).toBe(1);
  });
});

describe('useUploadImage', () => {
  function renderUpload() {
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    return renderHook(() => useUploadImage(), { wrapper }).result;
  }

  it('retries a network failure and a 503 with back-off and the same key, then has the upload', async () => {
    vi.useFakeTimers();
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json({ error: { code: 'unavailable', message: 'Try again soon.' } }, 503))
      .mockResolvedValueOnce(json(answer, 201));
    const upload = renderUpload();
    let result: unknown;
    await act(async () => {
      const done = upload.current.mutateAsync(picked()).then((value) => (result = value));
      await vi.advanceTimersByTimeAsync(999);
      expect(fetchMock).toHaveBeenCalledTimes(1); // waits a second before the first retry …
      await vi.advanceTimersByTimeAsync(1 + 2000); // … and two before the second
      await done;
    });
    expect(result).toEqual(answer);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(new Set(sentKeys()).size).toBe(1);
  });

  it('does not retry a refusal', async () => {
    fetchMock.mockResolvedValue(json({ error: { code: 'validation_failed', message: 'Damaged.' } }, 422));
    const upload = renderUpload();
    await act(() => expect(upload.current.mutateAsync(picked())).rejects.toThrow('Damaged.'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

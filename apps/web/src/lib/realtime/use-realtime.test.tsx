// The hooks over the tab's connection, with the WebSocket and the API replaced by stand-ins.
import type { ClientMessage, ServerMessage } from '@tinkerlabs/contract/realtime';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminViewer, sessionAnswer, stubApi } from '@/testing/fake-api.ts';

class FakeSocket {
  static instances: FakeSocket[] = [];
  readyState = 0;
  sent: ClientMessage[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    FakeSocket.instances.push(this);
  }
  send(text: string) {
    this.sent.push(JSON.parse(text) as ClientMessage);
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  reply(message: ServerMessage) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  answerJoins() {
    for (const m of this.sent.splice(0))
      if (m.type === 'join') this.reply({ type: 'joined', ref: m.ref, channel: m.channel });
  }
}

beforeEach(() => {
  vi.resetModules();
  FakeSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  stubApi({ 'GET /api/auth/session': sessionAnswer(adminViewer) });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function renderHooks() {
  const hooks = await import('./use-realtime.ts');
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const rendered = renderHook(
    () => {
      hooks.useRealtimeInvalidation('reviews', [['review', 'stores'], ['pending-counts']]);
      return hooks.useRealtimeStatus();
    },
    { wrapper },
  );
  await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
  return { ...rendered, invalidate, socket: () => FakeSocket.instances.at(-1)! };
}

describe('useRealtimeInvalidation and useRealtimeStatus', () => {
  it('invalidates the keys after the join and on each event of the channel', async () => {
    const { result, invalidate, socket } = await renderHooks();
    expect(result.current).toBe('connecting');
    act(() => socket().open());
    expect(result.current).toBe('open');
    act(() => socket().answerJoins());
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([
      ['review', 'stores'],
      ['pending-counts'],
    ]);
    act(() =>
      socket().reply({ type: 'event', channel: 'reviews', event: 'queue.changed', data: { id: 'x' } }),
    );
    expect(invalidate).toHaveBeenCalledTimes(4);
    act(() =>
      socket().reply({ type: 'event', channel: 'me', event: 'notification.created', data: { id: 'n' } }),
    );
    expect(invalidate).toHaveBeenCalledTimes(4);
  });

  it('invalidates again after a reconnection’s rejoin, and leaves when unmounted', async () => {
    const { result, invalidate, socket, unmount } = await renderHooks();
    act(() => socket().open());
    act(() => socket().answerJoins());
    vi.useFakeTimers();
    act(() => socket().onclose?.({ code: 1006 }));
    expect(result.current).toBe('reconnecting');
    act(() => vi.advanceTimersByTime(1_000));
    expect(FakeSocket.instances).toHaveLength(2);
    act(() => socket().open());
    act(() => socket().answerJoins());
    expect(invalidate).toHaveBeenCalledTimes(4);
    unmount();
    expect(socket().sent).toEqual([{ type: 'leave', channel: 'reviews' }]);
    expect(socket().readyState).toBe(3); // nothing else wanted: the socket is closed
  });
});

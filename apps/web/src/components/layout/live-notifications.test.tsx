// The live notifier end to end in the page: auth store → realtime client → toast, with the API and
// the WebSocket replaced by stand-ins.
import type { ClientMessage, ServerMessage } from '@tinkerlabs/contract/realtime';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, memberViewer, sessionAnswer, stubApi } from '@/testing/fake-api.ts';

class FakeSocket {
  static instances: FakeSocket[] = [];
  readyState = 0;
  sent: ClientMessage[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }
  send(text: string) {
    this.sent.push(JSON.parse(text) as ClientMessage);
  }
  close() {
    this.readyState = 3;
  }
  reply(message: ServerMessage) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

beforeEach(() => {
  vi.resetModules(); // a fresh auth store and realtime connection for each test
  FakeSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LiveNotifications', () => {
  it('shows a polite toast with a link when a decision arrives on `me`', async () => {
    stubApi({
      'GET /api/auth/session': sessionAnswer(memberViewer),
      'GET /api/me/notifications': () =>
        jsonResponse(200, {
          unread: 1,
          items: [
            {
              id: 'n1',
              kind: 'stores',
              contentId: 's1',
              action: 'rejected',
              title: 'Ada’s Parts',
              reason: 'Add a website.',
              link: '/dashboard/stores',
              read: false,
              createdAt: '2026-11-21T05:00:00.000Z',
            },
          ],
        }),
    });
    const { LiveNotifications } = await import('./live-notifications.tsx');
    // After resetModules: the router the component's links read is the fresh module's.
    const { MemoryRouter } = await import('react-router');
    render(
      <MemoryRouter>
        <LiveNotifications />
      </MemoryRouter>,
    );
    await waitFor(() => expect(FakeSocket.instances).toHaveLength(1));
    const socket = FakeSocket.instances[0]!;
    expect(socket.url).toBe(`ws://${window.location.host}/api/realtime`);
    socket.readyState = 1;
    socket.onopen?.();
    const join = socket.sent.find((m) => m.type === 'join');
    expect(join).toMatchObject({ channel: 'me' });
    socket.reply({ type: 'joined', ref: (join as { ref: string }).ref, channel: 'me' });
    socket.reply({ type: 'event', channel: 'me', event: 'notification.created', data: { id: 'n1' } });

    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(
      await screen.findByText(/Your store “Ada’s Parts” was rejected: Add a website\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View' })).toHaveAttribute('href', '/dashboard/stores');
    screen.getByRole('button', { name: 'Dismiss' }).click();
    await waitFor(() => expect(screen.queryByText(/Ada’s Parts/)).toBeNull());
  });

  it('opens no socket for a visitor', async () => {
    stubApi({ 'GET /api/auth/session': sessionAnswer(null) });
    const { LiveNotifications } = await import('./live-notifications.tsx');
    // After resetModules: the router the component's links read is the fresh module's.
    const { MemoryRouter } = await import('react-router');
    const { ensureSession } = await import('@/lib/auth/session-store.ts');
    render(
      <MemoryRouter>
        <LiveNotifications />
      </MemoryRouter>,
    );
    expect(await ensureSession()).toMatchObject({ status: 'signed-out' });
    expect(FakeSocket.instances).toHaveLength(0);
  });
});

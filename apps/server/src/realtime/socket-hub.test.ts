// The hub's bookkeeping with stand-in sockets: shutdown, and connections refused while closing.
import { realtimeCloseCodes } from '@tinkerlabs/contract/realtime';
import { describe, expect, it } from 'vitest';
import { createInProcessEventBus } from './event-bus.ts';
import { createRealtimeHub, mayJoin, type HubSocket } from './socket-hub.ts';

function standInSocket() {
  const log: string[] = [];
  const socket: HubSocket = {
    send: (text) => log.push(`send ${text}`),
    close: (code) => log.push(`close ${code}`),
    terminate: () => log.push('terminate'),
  };
  return { socket, log };
}

const member = (socket: HubSocket) => ({
  userId: 'u1',
  role: 'user' as const,
  socket,
  checkSession: async () => 'user' as const,
});

describe('createRealtimeHub', () => {
  it('lets members join `me` only and administrators every channel', () => {
    expect(mayJoin('user', 'me')).toBe(true);
    expect(mayJoin('user', 'reviews')).toBe(false);
    expect(mayJoin('user', 'messages')).toBe(false);
    expect(mayJoin('admin', 'reviews')).toBe(true);
    expect(mayJoin('admin', 'messages')).toBe(true);
  });

  it('closes sockets with 1001 on shutdown and resolves once they have closed', async () => {
    const hub = createRealtimeHub({ events: createInProcessEventBus(), timing: { closeGraceMs: 5_000 } });
    const { socket, log } = standInSocket();
    const connection = hub.connect(member(socket));
    const closing = hub.close();
    expect(log).toEqual([`close ${realtimeCloseCodes.goingAway}`]);
    connection.closed();
    await closing;
    expect(hub.size).toBe(0);
    expect(log).not.toContain('terminate');
  });

  it('drops a socket that does not answer the close within the grace period', async () => {
    const hub = createRealtimeHub({ events: createInProcessEventBus(), timing: { closeGraceMs: 20 } });
    const { socket, log } = standInSocket();
    hub.connect(member(socket));
    await hub.close();
    expect(log).toEqual([`close ${realtimeCloseCodes.goingAway}`, 'terminate']);
    expect(hub.size).toBe(0);
  });

  it('refuses a socket that connects while the hub is closing', async () => {
    const hub = createRealtimeHub({ events: createInProcessEventBus() });
    await hub.close();
    const { socket, log } = standInSocket();
    hub.connect(member(socket));
    expect(log).toEqual([`close ${realtimeCloseCodes.goingAway}`]);
    expect(hub.size).toBe(0);
  });
});

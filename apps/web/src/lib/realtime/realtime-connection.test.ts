import type { ClientMessage, ServerMessage } from '@tinkerlabs/contract/realtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRealtimeConnection, type RealtimeMessage } from './realtime-connection.ts';

/** A stand-in for the browser's WebSocket that the test drives. */
class FakeSocket {
  readyState = 0;
  sent: ClientMessage[] = [];
  closedWith: number | null = null;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  send(text: string) {
    this.sent.push(JSON.parse(text) as ClientMessage);
  }
  close(code = 1000) {
    this.closedWith = code;
    this.readyState = 3;
  }
  accept() {
    this.readyState = 1;
    this.onopen?.();
  }
  reply(message: ServerMessage) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  joinsFor(channel: string) {
    return this.sent.filter((m) => m.type === 'join' && m.channel === channel) as { ref: string }[];
  }
  answerJoins() {
    for (const message of this.sent.splice(0))
      if (message.type === 'join') this.reply({ type: 'joined', ref: message.ref, channel: message.channel });
  }
}

let sockets: FakeSocket[];

function setUp() {
  const sessionEnded = vi.fn();
  const connection = createRealtimeConnection({
    url: () => 'ws://test/api/realtime',
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
    onSessionEnded: sessionEnded,
  });
  return { connection, sessionEnded, latest: () => sockets.at(-1)! };
}

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createRealtimeConnection', () => {
  it('opens no socket until enabled and a channel is wanted, and closes when neither holds', () => {
    const { connection, latest } = setUp();
    const leave = connection.subscribe('me', { onEvent: () => {} });
    expect(sockets).toHaveLength(0);
    connection.setEnabled(true);
    expect(sockets).toHaveLength(1);
    expect(connection.getStatus()).toBe('connecting');
    latest().accept();
    expect(connection.getStatus()).toBe('open');
    expect(latest().joinsFor('me')).toHaveLength(1);

    leave();
    expect(latest().sent.at(-1)).toEqual({ type: 'leave', channel: 'me' });
    expect(latest().closedWith).toBe(1000);
    expect(connection.getStatus()).toBe('closed');

    connection.subscribe('me', { onEvent: () => {} });
    expect(sockets).toHaveLength(2);
    connection.setEnabled(false); // signed out
    expect(sockets[1]!.closedWith).toBe(1000);
    expect(connection.getStatus()).toBe('closed');
  });

  it('shares one socket, delivers events to the channel’s listeners and calls onJoined after each join', () => {
    const { connection, latest } = setUp();
    connection.setEnabled(true);
    const received: RealtimeMessage[] = [];
    const joined = vi.fn();
    connection.subscribe('reviews', { onEvent: (m) => received.push(m), onJoined: joined });
    connection.subscribe('me', { onEvent: () => received.push({ channel: 'me' } as RealtimeMessage) });
    expect(sockets).toHaveLength(1);
    latest().accept();
    latest().answerJoins();
    expect(joined).toHaveBeenCalledTimes(1);

    latest().reply({ type: 'event', channel: 'reviews', event: 'queue.changed', data: { id: 'x' } });
    expect(received).toEqual([{ channel: 'reviews', event: 'queue.changed', data: { id: 'x' } }]);
  });

  it('reconnects after a drop 1 s, 2 s, 5 s, 10 s, then every 10 s, and rejoins its channels', () => {
    const { connection, latest } = setUp();
    connection.setEnabled(true);
    const joined = vi.fn();
    connection.subscribe('reviews', { onEvent: () => {}, onJoined: joined });
    latest().accept();
    latest().answerJoins();
    latest().drop();
    expect(connection.getStatus()).toBe('reconnecting');

    for (const delay of [1_000, 2_000, 5_000, 10_000, 10_000]) {
      const before = sockets.length;
      vi.advanceTimersByTime(delay - 1);
      expect(sockets).toHaveLength(before);
      vi.advanceTimersByTime(1);
      expect(sockets).toHaveLength(before + 1);
      latest().drop(); // the server is still away
    }

    vi.advanceTimersByTime(10_000);
    latest().accept();
    expect(connection.getStatus()).toBe('open');
    latest().answerJoins();
    expect(joined).toHaveBeenCalledTimes(2); // the first join and the rejoin

    latest().drop(); // a connection that opened starts the schedule over
    vi.advanceTimersByTime(1_000);
    expect(connection.getStatus()).toBe('reconnecting');
    expect(connection.log.filter((entry) => entry.kind === 'connecting')).toHaveLength(8);
  });

  it('sends a join again when it is not answered within 10 s', () => {
    const { connection, latest } = setUp();
    connection.setEnabled(true);
    connection.subscribe('messages', { onEvent: () => {} });
    latest().accept();
    vi.advanceTimersByTime(9_999);
    expect(latest().joinsFor('messages')).toHaveLength(1);
    vi.advanceTimersByTime(1);
    const attempts = latest().joinsFor('messages');
    expect(attempts).toHaveLength(2);
    expect(attempts[0]!.ref).not.toBe(attempts[1]!.ref);
  });

  it('does not retry a refused join', () => {
    const { connection, latest } = setUp();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    connection.setEnabled(true);
    connection.subscribe('reviews', { onEvent: () => {} });
    latest().accept();
    const [join] = latest().joinsFor('reviews');
    latest().reply({
      type: 'join_error',
      ref: join!.ref,
      channel: 'reviews',
      message: 'Administrators only.',
    });
    vi.advanceTimersByTime(30_000);
    expect(latest().joinsFor('reviews')).toHaveLength(1);
  });

  it('pings every 25 s and drops a socket whose ping went unanswered', () => {
    const { connection, latest } = setUp();
    connection.setEnabled(true);
    connection.subscribe('me', { onEvent: () => {} });
    latest().accept();
    latest().answerJoins();
    vi.advanceTimersByTime(25_000);
    const ping = latest().sent.at(-1) as { type: string; ref: string };
    expect(ping.type).toBe('ping');
    latest().reply({ type: 'pong', ref: ping.ref });
    vi.advanceTimersByTime(25_000);
    expect(connection.getStatus()).toBe('open');
    vi.advanceTimersByTime(25_000); // the second ping got no pong
    expect(connection.getStatus()).toBe('reconnecting');
    expect(sockets[0]!.closedWith).toBe(1000);
  });

  it('buffers joins made while disconnected and sends each wanted channel once on the next socket', () => {
    const { connection, latest } = setUp();
    connection.setEnabled(true);
    const leaveReviews = connection.subscribe('reviews', { onEvent: () => {} });
    connection.subscribe('me', { onEvent: () => {} });
    latest().accept();
    latest().answerJoins();
    latest().drop();
    connection.subscribe('messages', { onEvent: () => {} });
    leaveReviews();
    vi.advanceTimersByTime(1_000);
    latest().accept();
    expect(
      latest()
        .sent.map((m) => (m.type === 'join' ? m.channel : m.type))
        .sort(),
    ).toEqual(['me', 'messages']);
  });

  it('tells the auth store when the server ended the socket because the session ended', () => {
    const { connection, latest, sessionEnded } = setUp();
    connection.setEnabled(true);
    connection.subscribe('me', { onEvent: () => {} });
    latest().accept();
    latest().drop(4001);
    expect(sessionEnded).toHaveBeenCalledTimes(1);
  });

  it('replaces the socket on restart (another session)', () => {
    const { connection, latest } = setUp();
    connection.setEnabled(true);
    connection.subscribe('me', { onEvent: () => {} });
    latest().accept();
    connection.restart();
    expect(sockets).toHaveLength(2);
    expect(sockets[0]!.closedWith).toBe(1000);
    expect(connection.getStatus()).toBe('connecting');
  });
});

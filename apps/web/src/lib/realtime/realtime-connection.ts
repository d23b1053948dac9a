/**
 * The browser's side of the realtime protocol (packages/contract/src/realtime.ts), without React:
 * one socket shared by every subscriber, opened while it is enabled (someone is signed in) and some
 * channel is wanted, closed otherwise. It joins the wanted channels, retries a join not answered in
 * time, pings to keep the socket alive (and drops one whose pong never came), reconnects after a drop
 * on the back-off schedule, buffers what it sends meanwhile and rejoins on every new socket.
 */
import {
  heartbeatIntervalMs,
  joinTimeoutMs,
  maxBufferedMessages,
  serverMessageSchema,
  realtimeCloseCodes,
  type ClientMessage,
  type RealtimeChannel,
  type RealtimeEventData,
  type RealtimeEventName,
  type ServerMessage,
} from '@tinkerlabs/contract/realtime';
import { createJoinTracker } from './join-tracker.ts';
import { createOutgoingBuffer } from './outgoing-buffer.ts';
import { reconnectDelay } from './reconnect-schedule.ts';

export interface RealtimeMessage {
  channel: RealtimeChannel;
  event: RealtimeEventName;
  data: RealtimeEventData;
}

export type RealtimeStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface ChannelListener {
  onEvent(message: RealtimeMessage): void;
  /** After each successful (re)join of the channel: anything may have been missed before it. */
  onJoined?(): void;
}

/** What happened to the socket, and when (the browser tests read it to check the back-off). */
export interface ConnectionLogEntry {
  at: number;
  kind: 'connecting' | 'open' | 'closed';
  code?: number;
}

export interface RealtimeConnection {
  /** Follows `channel` until the returned function is called. */
  subscribe(channel: RealtimeChannel, listener: ChannelListener): () => void;
  /** Whether a socket may be open at all (someone is signed in). */
  setEnabled(enabled: boolean): void;
  /** Replaces the socket (another session's cookie now applies). */
  restart(): void;
  getStatus(): RealtimeStatus;
  onStatusChange(listener: () => void): () => void;
  readonly log: readonly ConnectionLogEntry[];
}

export interface ConnectionOptions {
  url: () => string;
  createSocket?: (url: string) => WebSocket;
  /** The server closed the socket because the session ended: the auth store should reload. */
  onSessionEnded?: () => void;
  now?: () => number;
}

const maxLogEntries = 50;

/** @example const connection = createRealtimeConnection({ url: () => 'wss://example.org/api/realtime' }); */
export function createRealtimeConnection({
  url,
  createSocket = (address) => new WebSocket(address),
  onSessionEnded,
  now = Date.now,
}: ConnectionOptions): RealtimeConnection {
  const channels = new Map<RealtimeChannel, Set<ChannelListener>>();
  const statusListeners = new Set<() => void>();
  const buffer = createOutgoingBuffer<ClientMessage>(maxBufferedMessages);
  const joins = createJoinTracker(joinTimeoutMs, (channel) => {
    if (isOpen() && channels.has(channel)) transmit(joinMessage(channel));
  });
  const log: ConnectionLogEntry[] = [];
  let socket: WebSocket | null = null;
  let status: RealtimeStatus = 'closed';
  let enabled = false;
  let attempt = 0;
  let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  let heartbeat: ReturnType<typeof setInterval> | null = null;
  let awaitingPong = false;
  let refs = 0;

  const wanted = () => enabled && channels.size > 0;
  const isOpen = () => socket !== null && status === 'open';
  const joinMessage = (channel: RealtimeChannel): ClientMessage => ({ type: 'join', ref: '', channel });

  function record(entry: Omit<ConnectionLogEntry, 'at'>) {
    log.push({ at: now(), ...entry });
    if (log.length > maxLogEntries) log.splice(0, log.length - maxLogEntries);
  }

  function setStatus(next: RealtimeStatus) {
    if (status === next) return;
    status = next;
    statusListeners.forEach((listener) => listener());
  }

  function sendNow(message: ClientMessage) {
    const outgoing =
      message.type === 'join' || message.type === 'ping' ? { ...message, ref: `r${++refs}` } : message;
    if (outgoing.type === 'join') joins.sent(outgoing.channel as RealtimeChannel, outgoing.ref);
    socket!.send(JSON.stringify(outgoing));
  }

  function transmit(message: ClientMessage) {
    if (isOpen()) sendNow(message);
    else if (message.type === 'join') buffer.push(message); // leaves and pings mean nothing to a new socket
  }

  /** On a new socket: what waited, minus joins no longer wanted, then a join for every wanted channel. */
  function flush() {
    const joinSent = new Set<string>();
    for (const message of buffer.drain()) {
      if (message.type === 'join') {
        if (!channels.has(message.channel as RealtimeChannel) || joinSent.has(message.channel)) continue;
        joinSent.add(message.channel);
      }
      sendNow(message);
    }
    for (const channel of channels.keys()) if (!joinSent.has(channel)) sendNow(joinMessage(channel));
  }

  function receive(message: ServerMessage) {
    switch (message.type) {
      case 'joined': {
        const channel = joins.answered(message.ref);
        if (channel) channels.get(channel)?.forEach((listener) => listener.onJoined?.());
        return;
      }
      case 'join_error':
        if (joins.answered(message.ref)) console.warn(`Realtime: ${message.message}`);
        return;
      case 'pong':
        awaitingPong = false;
        return;
      case 'event': {
        const listeners = channels.get(message.channel as RealtimeChannel);
        const delivered: RealtimeMessage = {
          channel: message.channel as RealtimeChannel,
          event: message.event,
          data: message.data,
        };
        listeners?.forEach((listener) => {
          try {
            listener.onEvent(delivered);
          } catch (error) {
            console.error('A realtime listener failed:', error);
          }
        });
        return;
      }
      case 'error':
        console.warn(`Realtime: ${message.message}`);
    }
  }

  /** Lets go of the current socket without waiting for its closing handshake. */
  function detach(code?: number) {
    const current = socket;
    socket = null;
    if (heartbeat) clearInterval(heartbeat);
    heartbeat = null;
    awaitingPong = false;
    joins.clear();
    if (!current) return;
    current.onopen = current.onmessage = current.onclose = current.onerror = null;
    const connectingOrOpen = current.readyState <= 1;
    if (connectingOrOpen) current.close(code ?? 1000);
  }

  function dropped(code: number) {
    detach();
    record({ kind: 'closed', code });
    if (code === realtimeCloseCodes.sessionEnded) onSessionEnded?.();
    if (!wanted()) return setStatus('closed');
    setStatus('reconnecting');
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      if (wanted()) open();
    }, reconnectDelay(attempt++));
  }

  function open() {
    record({ kind: 'connecting' });
    setStatus(attempt === 0 ? 'connecting' : 'reconnecting');
    const current = createSocket(url());
    socket = current;
    current.onopen = () => {
      attempt = 0;
      record({ kind: 'open' });
      setStatus('open');
      heartbeat = setInterval(() => {
        // The last ping went unanswered for a whole interval: the connection is dead.
        if (awaitingPong) return dropped(1006);
        awaitingPong = true;
        sendNow({ type: 'ping', ref: '' });
      }, heartbeatIntervalMs);
      flush();
    };
    current.onmessage = (event: MessageEvent) => {
      let parsed;
      try {
        parsed = serverMessageSchema.safeParse(JSON.parse(String(event.data)));
      } catch {
        return console.warn('Realtime: a message that is not JSON was ignored.');
      }
      if (parsed.success) receive(parsed.data);
      else console.warn('Realtime: a message of an unknown shape was ignored.');
    };
    current.onclose = (event: CloseEvent) => dropped(event.code);
  }

  function stop() {
    if (reconnectTimer) clearTimeout(reconnectTimer);
    reconnectTimer = null;
    if (socket) record({ kind: 'closed', code: 1000 });
    detach(1000);
    buffer.drain();
    attempt = 0;
    setStatus('closed');
  }

  function update() {
    if (!wanted()) stop();
    else if (!socket && !reconnectTimer) open();
  }

  return {
    subscribe(channel, listener) {
      let listeners = channels.get(channel);
      if (!listeners) {
        listeners = new Set();
        channels.set(channel, listeners);
        if (wanted()) transmit(joinMessage(channel));
      }
      listeners.add(listener);
      update();
      return () => {
        if (!listeners.delete(listener) || listeners.size > 0) return;
        channels.delete(channel);
        if (isOpen()) sendNow({ type: 'leave', channel });
        update();
      };
    },
    setEnabled(next) {
      enabled = next;
      update();
    },
    restart() {
      stop();
      update();
    },
    getStatus: () => status,
    onStatusChange(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    log,
  };
}

/**
 * The realtime sockets of this process: what each one has joined, who may join what, delivery of the
 * bus's events to the sockets that joined their channel, and the heartbeat (a socket silent for too
 * long is closed; each ping re-checks the session, so a signed-out member is disconnected).
 * The protocol is packages/contract/src/realtime.ts; the HTTP upgrade is realtime-routes.ts.
 */
import type { Role } from '@tinkerlabs/contract/auth';
import {
  clientMessageSchema,
  realtimeChannels,
  realtimeCloseCodes,
  serverIdleTimeoutMs,
  type RealtimeChannel,
  type ServerMessage,
} from '@tinkerlabs/contract/realtime';
import type { EventBus, RealtimeEvent } from './event-bus.ts';

/** The part of a WebSocket the hub uses. */
export interface HubSocket {
  send(text: string): void;
  close(code: number, reason: string): void;
  /** Drops the connection without a closing handshake (a client that does not answer one). */
  terminate(): void;
}

export interface RealtimeTiming {
  /** A socket that sends nothing for this long is closed. */
  idleTimeoutMs: number;
  /** How often idle sockets are looked for. */
  sweepIntervalMs: number;
  /** How long shutdown waits for clients to answer the close before dropping them. */
  closeGraceMs: number;
}

export const defaultRealtimeTiming: RealtimeTiming = {
  idleTimeoutMs: serverIdleTimeoutMs,
  sweepIntervalMs: 10_000,
  closeGraceMs: 1_000,
};

export interface ConnectOptions {
  userId: string;
  role: Role;
  socket: HubSocket;
  /** The member's current role, or null when the session is gone (signed out or expired). */
  checkSession(): Promise<Role | null>;
}

/** One socket's side of the conversation: feed it the client's frames and tell it when it closed. */
export interface RealtimeConnection {
  receive(text: string): void;
  closed(): void;
}

export interface RealtimeHub {
  connect(options: ConnectOptions): RealtimeConnection;
  /** Open sockets (for tests and health). */
  readonly size: number;
  /** Closes every socket with 1001 (going away) and refuses new ones. */
  close(): Promise<void>;
}

interface Member {
  options: ConnectOptions;
  channels: Set<RealtimeChannel>;
  lastSeen: number;
  /** Frames are handled one at a time, in order (a ping's session check is asynchronous). */
  queue: Promise<void>;
}

const adminChannels: ReadonlySet<RealtimeChannel> = new Set(['reviews', 'messages']);

/** Whether a member with `role` may join `channel`. */
export function mayJoin(role: Role, channel: RealtimeChannel): boolean {
  return role === 'admin' || !adminChannels.has(channel);
}

function reaches(event: RealtimeEvent, member: Member): boolean {
  if (!member.channels.has(event.channel)) return false;
  return event.channel !== 'me' || event.userId === member.options.userId;
}

/**
 * @example const hub = createRealtimeHub({ events }); // then hub.connect(...) per upgraded socket
 */
export function createRealtimeHub({
  events,
  timing = {},
  now = Date.now,
}: {
  events: EventBus;
  timing?: Partial<RealtimeTiming>;
  now?: () => number;
}): RealtimeHub {
  const { idleTimeoutMs, sweepIntervalMs, closeGraceMs } = { ...defaultRealtimeTiming, ...timing };
  const members = new Map<HubSocket, Member>();
  const closedWaiters = new Set<() => void>();
  let sweeper: ReturnType<typeof setInterval> | null = null;
  let closing = false;

  const unsubscribe = events.subscribe((event) => {
    const text = JSON.stringify({
      type: 'event',
      channel: event.channel,
      event: event.event,
      data: event.data,
    } satisfies ServerMessage);
    for (const member of members.values()) if (reaches(event, member)) member.options.socket.send(text);
  });

  function send(socket: HubSocket, message: ServerMessage) {
    socket.send(JSON.stringify(message));
  }

  function sweep() {
    const cutoff = now() - idleTimeoutMs;
    for (const [socket, member] of members)
      if (member.lastSeen < cutoff) socket.close(realtimeCloseCodes.idle, 'No heartbeat');
  }

  function forget(socket: HubSocket) {
    members.delete(socket);
    if (members.size === 0 && sweeper) {
      clearInterval(sweeper);
      sweeper = null;
    }
    if (members.size === 0) for (const resolve of closedWaiters) resolve();
  }

  async function handle(member: Member, text: string) {
    const { socket, role, checkSession } = member.options;
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return send(socket, { type: 'error', message: 'Messages must be JSON.' });
    }
    const parsed = clientMessageSchema.safeParse(json);
    if (!parsed.success) return send(socket, { type: 'error', message: 'That message is not understood.' });
    const message = parsed.data;

    if (message.type === 'leave') {
      member.channels.delete(message.channel as RealtimeChannel);
      return;
    }
    // A ping and a join both re-check the session: a signed-out member (or one whose role changed)
    // is disconnected rather than left listening.
    const currentRole = await checkSession();
    if (currentRole !== role) {
      socket.close(realtimeCloseCodes.sessionEnded, 'The session has ended');
      return;
    }
    if (message.type === 'ping') return send(socket, { type: 'pong', ref: message.ref });

    const channel = realtimeChannels.find((name) => name === message.channel);
    if (!channel)
      return send(socket, {
        type: 'join_error',
        ref: message.ref,
        channel: message.channel,
        message: `There is no channel called “${message.channel}”.`,
      });
    if (!mayJoin(role, channel))
      return send(socket, {
        type: 'join_error',
        ref: message.ref,
        channel,
        message: 'Only administrators may follow this channel.',
      });
    member.channels.add(channel);
    send(socket, { type: 'joined', ref: message.ref, channel });
  }

  return {
    connect(options) {
      const { socket } = options;
      if (closing) {
        socket.close(realtimeCloseCodes.goingAway, 'The server is shutting down');
        return { receive() {}, closed() {} };
      }
      const member: Member = { options, channels: new Set(), lastSeen: now(), queue: Promise.resolve() };
      members.set(socket, member);
      sweeper ??= setInterval(sweep, sweepIntervalMs);
      return {
        receive(text) {
          member.lastSeen = now();
          member.queue = member.queue
            .then(() => handle(member, text))
            .catch((error: unknown) => {
              console.error('A realtime message could not be handled:', error);
              send(socket, { type: 'error', message: 'That message could not be handled.' });
            });
        },
        closed: () => forget(socket),
      };
    },
    get size() {
      return members.size;
    },
    async close() {
      closing = true;
      unsubscribe();
      if (members.size === 0) return;
      const allClosed = new Promise<void>((resolve) => closedWaiters.add(resolve));
      for (const socket of members.keys())
        socket.close(realtimeCloseCodes.goingAway, 'The server is shutting down');
      let timer: ReturnType<typeof setTimeout> | undefined;
      const grace = new Promise<'late'>(
        (resolve) => (timer = setTimeout(() => resolve('late'), closeGraceMs)),
      );
      if ((await Promise.race([allClosed, grace])) === 'late')
        for (const socket of [...members.keys()]) {
          socket.terminate();
          forget(socket);
        }
      clearTimeout(timer);
    },
  };
}

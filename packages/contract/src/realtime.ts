/**
 * The realtime protocol: one WebSocket at /api/realtime on the site's own port, authenticated by the
 * session cookie (an anonymous upgrade is refused with 401). Messages are JSON text frames.
 *
 * Channels:
 * - `reviews`  administrators: a review queue changed (a submission arrived, was edited, withdrawn,
 *              approved or rejected).
 * - `messages` administrators: a contact message arrived or changed.
 * - `me`       any member: their own notifications and submissions (the server maps it to the
 *              signed-in user; nobody can join someone else's).
 * A join the viewer may not make is answered with `join_error` (the socket stays open).
 *
 * Timing (the client keeps these): a `ping` every 25 s (the server closes a socket silent for
 * 60 s); a join not answered within 10 s counts as failed; after a drop the client reconnects after
 * 1 s, 2 s, 5 s, 10 s, then every 10 s, buffers up to 100 outgoing messages meanwhile (the oldest are
 * dropped beyond that), rejoins its channels, and refetches its lists so nothing is missed.
 * Events carry ids only; the client refetches what it shows.
 */
import { z } from 'zod';
import { maxLength } from './text-length.ts';

export const realtimePath = '/api/realtime';
export const realtimeChannels = ['reviews', 'messages', 'me'] as const;
export type RealtimeChannel = (typeof realtimeChannels)[number];

export const heartbeatIntervalMs = 25_000;
export const serverIdleTimeoutMs = 60_000;
export const joinTimeoutMs = 10_000;
export const reconnectDelaysMs = [1_000, 2_000, 5_000, 10_000] as const;
export const maxBufferedMessages = 100;

/**
 * Why the server closed a socket. `goingAway` (shutdown) and `idle` are worth reconnecting after;
 * `sessionEnded` means the session was signed out or the member's role changed: the client reloads
 * its session before it reconnects.
 */
export const realtimeCloseCodes = { goingAway: 1001, idle: 4000, sessionEnded: 4001 } as const;

export const realtimeEventNames = [
  'queue.changed',
  'message.created',
  'message.changed',
  'notification.created',
  'submission.changed',
] as const;
export type RealtimeEventName = (typeof realtimeEventNames)[number];

export const realtimeEventDataSchema = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));
export type RealtimeEventData = z.infer<typeof realtimeEventDataSchema>;

export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('join'),
    ref: z.string().check(maxLength(40)),
    channel: z.string().check(maxLength(40)),
  }),
  z.object({ type: z.literal('leave'), channel: z.string().check(maxLength(40)) }),
  z.object({ type: z.literal('ping'), ref: z.string().check(maxLength(40)) }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

export const serverMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('joined'), ref: z.string(), channel: z.string() }),
  z.object({ type: z.literal('join_error'), ref: z.string(), channel: z.string(), message: z.string() }),
  z.object({ type: z.literal('pong'), ref: z.string() }),
  z.object({
    type: z.literal('event'),
    channel: z.string(),
    event: z.enum(realtimeEventNames),
    data: realtimeEventDataSchema,
  }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;

/**
 * Joins waiting for the server's answer. A join not answered within the timeout is reported (the
 * client sends it again); the answer matches its join by `ref`, so a late answer to an earlier
 * attempt is ignored.
 */
import type { RealtimeChannel } from '@tinkerlabs/contract/realtime';

export interface JoinTracker {
  /** Starts the clock for a join sent with `ref`; replaces any earlier attempt for the channel. */
  sent(channel: RealtimeChannel, ref: string): void;
  /** The channel a `joined`/`join_error` answer with `ref` belongs to, or null when it is stale. */
  answered(ref: string): RealtimeChannel | null;
  isPending(channel: RealtimeChannel): boolean;
  /** Forgets every pending join (the socket closed; joins are sent again on the next one). */
  clear(): void;
}

/** @example createJoinTracker(10_000, (channel) => sendJoin(channel)) */
export function createJoinTracker(
  timeoutMs: number,
  onTimeout: (channel: RealtimeChannel) => void,
): JoinTracker {
  const pending = new Map<RealtimeChannel, { ref: string; timer: ReturnType<typeof setTimeout> }>();

  function forget(channel: RealtimeChannel) {
    const entry = pending.get(channel);
    if (entry) clearTimeout(entry.timer);
    pending.delete(channel);
  }

  return {
    sent(channel, ref) {
      forget(channel);
      const timer = setTimeout(() => {
        pending.delete(channel);
        onTimeout(channel);
      }, timeoutMs);
      pending.set(channel, { ref, timer });
    },
    answered(ref) {
      for (const [channel, entry] of pending)
        if (entry.ref === ref) {
          forget(channel);
          return channel;
        }
      return null;
    },
    isPending: (channel) => pending.has(channel),
    clear() {
      for (const channel of [...pending.keys()]) forget(channel);
    },
  };
}

/**
 * Events that routes raise after their change is committed, for the realtime sockets to deliver.
 * A route says who should hear it (`to`): every administrator (`admins`), or one member (`user:{id}`);
 * the socket layer maps those to the protocol's channels (see packages/contract/src/realtime.ts).
 * On PGlite the bus is in-process; on PostgreSQL it fans out through LISTEN/NOTIFY so every server
 * process delivers to its own sockets. Payloads carry ids only (NOTIFY payloads must stay < 8 kB).
 */
import type { RealtimeChannel, RealtimeEventData, RealtimeEventName } from '@tinkerlabs/contract/realtime';

export interface RealtimeEvent {
  /** The protocol channel: `reviews` and `messages` reach administrators; `me` reaches `userId`. */
  channel: RealtimeChannel;
  /** Required when channel is `me`. */
  userId?: string;
  event: RealtimeEventName;
  data: RealtimeEventData;
}

export interface EventBus {
  /** Call after the transaction that made the change has committed. Never throws. */
  publish(event: RealtimeEvent): Promise<void>;
  /** Every event published by any process; returns the unsubscribe. */
  subscribe(listener: (event: RealtimeEvent) => void): () => void;
  close(): Promise<void>;
}

/** The bus for one process (PGlite, and tests that need no fan-out). */
export function createInProcessEventBus(): EventBus {
  const listeners = new Set<(event: RealtimeEvent) => void>();
  return {
    async publish(event) {
      for (const listener of listeners) {
        try {
          listener(event);
        } catch (error) {
          console.error('A realtime listener failed:', error);
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
    },
  };
}

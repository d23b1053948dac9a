/**
 * Messages the realtime client sends while it is disconnected wait here, up to a limit; beyond it
 * the oldest are dropped (a long outage must not grow memory without bound).
 */
export interface OutgoingBuffer<T> {
  push(message: T): void;
  /** Everything waiting, oldest first; the buffer is empty afterwards. */
  drain(): T[];
  readonly size: number;
}

/** @example const buffer = createOutgoingBuffer<ClientMessage>(100); buffer.push(m); buffer.drain(); */
export function createOutgoingBuffer<T>(limit: number): OutgoingBuffer<T> {
  let messages: T[] = [];
  return {
    push(message) {
      messages.push(message);
      if (messages.length > limit) messages = messages.slice(messages.length - limit);
    },
    drain() {
      const waiting = messages;
      messages = [];
      return waiting;
    },
    get size() {
      return messages.length;
    },
  };
}

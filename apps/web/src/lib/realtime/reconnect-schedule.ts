/**
 * How long the realtime client waits before each reconnection attempt after a drop: 1 s, 2 s, 5 s,
 * 10 s, then every 10 s (packages/contract/src/realtime.ts). Attempts count from 0 and start over
 * once a connection opens.
 */
import { reconnectDelaysMs } from '@tinkerlabs/contract/realtime';

/** @example reconnectDelay(0) === 1000; reconnectDelay(7) === 10000 */
export function reconnectDelay(attempt: number): number {
  return reconnectDelaysMs[Math.min(attempt, reconnectDelaysMs.length - 1)]!;
}

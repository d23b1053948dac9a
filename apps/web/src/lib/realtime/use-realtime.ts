/**
 * React hooks over the tab's one realtime connection (see packages/contract/src/realtime.ts and
 * realtime-client.ts). A component follows a channel while it is mounted; the connection opens only
 * for a signed-in viewer, so the hooks are safe to use anywhere.
 */
import type { RealtimeChannel } from '@tinkerlabs/contract/realtime';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { realtimeConnection } from './realtime-client.ts';
import type { RealtimeMessage, RealtimeStatus } from './realtime-connection.ts';

export type { RealtimeMessage, RealtimeStatus } from './realtime-connection.ts';

/** Calls `handler` for each event on `channel` while the component is mounted (joins on mount). */
export function useRealtimeEvent(
  channel: RealtimeChannel,
  handler: (message: RealtimeMessage) => void,
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(
    () => realtimeConnection().subscribe(channel, { onEvent: (message) => latest.current(message) }),
    [channel],
  );
}

/**
 * Invalidates `queryKeys` on every event of `channel` and after every (re)join, so a list shown on
 * screen stays current and nothing is missed while disconnected.
 */
export function useRealtimeInvalidation(channel: RealtimeChannel, queryKeys: readonly QueryKey[]): void {
  const queryClient = useQueryClient();
  const keys = useRef(queryKeys);
  useEffect(() => {
    keys.current = queryKeys;
  });
  useEffect(() => {
    const invalidate = () => {
      for (const queryKey of keys.current) void queryClient.invalidateQueries({ queryKey });
    };
    return realtimeConnection().subscribe(channel, { onEvent: invalidate, onJoined: invalidate });
  }, [channel, queryClient]);
}

const subscribeStatus = (notify: () => void) => realtimeConnection().onStatusChange(notify);
const currentStatus = () => realtimeConnection().getStatus();
const serverStatus = (): RealtimeStatus => 'closed';

/** The connection's state, for a small "live" indicator. */
export function useRealtimeStatus(): RealtimeStatus {
  return useSyncExternalStore(subscribeStatus, currentStatus, serverStatus);
}

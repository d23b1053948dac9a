/**
 * The tab's one realtime connection, created on first use and tied to the auth store: open only
 * while someone is signed in, replaced when another session takes over (its cookie now applies),
 * closed on sign-out. When the server ends the socket because the session ended, the store reloads.
 */
import { realtimePath } from '@tinkerlabs/contract/realtime';
import { ensureSession, getAuthState, onAuthStateChange, reloadSession } from '../auth/session-store.ts';
import { createRealtimeConnection, type RealtimeConnection } from './realtime-connection.ts';

let connection: RealtimeConnection | null = null;

function socketUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}${realtimePath}`;
}

/** @example realtimeConnection().subscribe('me', { onEvent: (message) => … }) */
export function realtimeConnection(): RealtimeConnection {
  if (connection) return connection;
  const created = createRealtimeConnection({
    url: socketUrl,
    onSessionEnded: () => void reloadSession(),
  });
  let role = getAuthState().viewer?.user.role ?? null;
  created.setEnabled(getAuthState().status === 'signed-in');
  onAuthStateChange((event, state) => {
    const nextRole = state.viewer?.user.role ?? null;
    // A new session, or a new role (the server may have closed the admin channels): a fresh socket.
    if (event === 'SIGNED_IN' || (event === 'USER_UPDATED' && nextRole !== role)) created.restart();
    role = nextRole;
    created.setEnabled(state.status === 'signed-in');
  });
  void ensureSession();
  if (import.meta.env.VITE_E2E_HOOKS === 'true')
    // Only the browser tests' build: they read the attempt log to check the reconnection delays.
    (window as unknown as { __tinkerlabsRealtime?: RealtimeConnection }).__tinkerlabsRealtime = created;
  connection = created;
  return created;
}

/**
 * The signed-in state shared by the whole app: session, user and profile in one store. Listeners get
 * the auth events INITIAL_SESSION, SIGNED_IN, SIGNED_OUT, TOKEN_REFRESHED and USER_UPDATED. A change
 * in one tab is announced to the others (BroadcastChannel), which reload the session from the server.
 */
import type { SessionResponse, Viewer } from '@tinkerlabs/contract/auth';
import { useSyncExternalStore } from 'react';
import { api } from '../api-client.ts';

export type AuthEvent = 'INITIAL_SESSION' | 'SIGNED_IN' | 'SIGNED_OUT' | 'TOKEN_REFRESHED' | 'USER_UPDATED';

export interface AuthState {
  status: 'loading' | 'signed-in' | 'signed-out';
  viewer: Viewer | null;
}

type Listener = (event: AuthEvent, state: AuthState) => void;

let state: AuthState = { status: 'loading', viewer: null };
let loaded: Promise<AuthState> | null = null;
const subscribers = new Set<() => void>();
const listeners = new Set<Listener>();
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('tinkerlabs:auth');

// Guards read `loaded`, so it must follow the other tab's change too, not only the header.
channel?.addEventListener('message', () => {
  loaded = reloadSession();
});

function setState(next: AuthState, event: AuthEvent | null): void {
  state = next;
  subscribers.forEach((notify) => notify());
  if (event) listeners.forEach((listener) => listener(event, next));
}

function eventBetween(previous: AuthState, next: AuthState, initial: boolean): AuthEvent | null {
  if (initial) return 'INITIAL_SESSION';
  const before = previous.viewer;
  const after = next.viewer;
  if (!before && after) return 'SIGNED_IN';
  if (before && !after) return 'SIGNED_OUT';
  if (!before || !after) return null;
  if (before.user.id !== after.user.id || before.session.id !== after.session.id) return 'SIGNED_IN';
  if (before.profile.username !== after.profile.username || before.user.role !== after.user.role)
    return 'USER_UPDATED';
  if (before.session.expiresAt !== after.session.expiresAt) return 'TOKEN_REFRESHED';
  return null;
}

/** Fetches the session from the server and updates the store (and emits the matching event). */
export async function reloadSession(): Promise<AuthState> {
  const initial = state.status === 'loading';
  let viewer: Viewer | null;
  try {
    viewer = (await api<SessionResponse>('/api/auth/session')).viewer;
  } catch {
    // Unreachable server: keep what we know; a first load counts as signed out.
    if (!initial) return state;
    viewer = null;
  }
  const next: AuthState = { status: viewer ? 'signed-in' : 'signed-out', viewer };
  setState(next, eventBetween(state, next, initial));
  return next;
}

/** The session, loaded once; guards await this before deciding. */
export function ensureSession(): Promise<AuthState> {
  loaded ??= reloadSession();
  return loaded;
}

/** After this tab signed in, out, or changed the profile: reload and tell the other tabs. */
export async function announceAuthChange(): Promise<AuthState> {
  const next = await reloadSession();
  loaded = Promise.resolve(next);
  channel?.postMessage('changed');
  return next;
}

/** Ends the session on the server; whatever happens, the store then reflects what the server says. */
export async function signOut(): Promise<void> {
  try {
    await api('/api/auth/sign-out', { method: 'POST' });
  } finally {
    await announceAuthChange();
  }
}

export function onAuthStateChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getAuthState(): AuthState {
  return state;
}

function subscribe(notify: () => void): () => void {
  subscribers.add(notify);
  void ensureSession();
  return () => subscribers.delete(notify);
}

export function useAuth(): AuthState {
  return useSyncExternalStore(subscribe, getAuthState, getAuthState);
}

import type { Viewer } from '@tinkerlabs/contract/auth';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, memberViewer, sessionAnswer, stubApi } from '@/testing/fake-api.ts';
import type { AuthEvent, AuthState } from './session-store.ts';

// The store is a module singleton: every test loads a fresh copy, so it starts in 'loading'.
async function loadStore() {
  vi.resetModules();
  const store = await import('./session-store.ts');
  const events: AuthEvent[] = [];
  store.onAuthStateChange((event) => events.push(event));
  return { store, events };
}

const sessionCalls = (api: ReturnType<typeof stubApi>) =>
  api.calls.filter((call) => call.path === '/api/auth/session').length;

let api: ReturnType<typeof stubApi>;

beforeEach(() => {
  api = stubApi({ 'GET /api/auth/session': sessionAnswer(null) });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const answerViewer = (viewer: Viewer | null) => {
  api.routes['GET /api/auth/session'] = sessionAnswer(viewer);
};

describe('session store', () => {
  it('starts loading and emits INITIAL_SESSION on the first load, signed out or in', async () => {
    const { store, events } = await loadStore();
    expect(store.getAuthState()).toEqual({ status: 'loading', viewer: null });
    await expect(store.reloadSession()).resolves.toEqual({ status: 'signed-out', viewer: null });
    expect(events).toEqual(['INITIAL_SESSION']);

    const second = await loadStore();
    answerViewer(memberViewer);
    await second.store.reloadSession();
    expect(second.store.getAuthState()).toEqual({ status: 'signed-in', viewer: memberViewer });
    expect(second.events).toEqual(['INITIAL_SESSION']);
  });

  it('emits SIGNED_IN when a later load finds a viewer and SIGNED_OUT when it is gone', async () => {
    const { store, events } = await loadStore();
    await store.reloadSession();
    answerViewer(memberViewer);
    await store.reloadSession();
    expect(store.getAuthState().status).toBe('signed-in');
    answerViewer(null);
    await store.reloadSession();
    expect(store.getAuthState()).toEqual({ status: 'signed-out', viewer: null });
    expect(events).toEqual(['INITIAL_SESSION', 'SIGNED_IN', 'SIGNED_OUT']);
  });

  it('emits SIGNED_IN when another account or session replaces the current one', async () => {
    const { store, events } = await loadStore();
    answerViewer(memberViewer);
    await store.reloadSession();
    answerViewer({ ...memberViewer, session: { ...memberViewer.session, id: 's-other' } });
    await store.reloadSession();
    expect(events).toEqual(['INITIAL_SESSION', 'SIGNED_IN']);
  });

  it('emits USER_UPDATED for a changed username or role, TOKEN_REFRESHED for a later expiry, and nothing when unchanged', async () => {
    const { store, events } = await loadStore();
    answerViewer(memberViewer);
    await store.reloadSession();
    await store.reloadSession();
    expect(events).toEqual(['INITIAL_SESSION']);

    answerViewer({ ...memberViewer, profile: { username: 'grace_hopper' } });
    await store.reloadSession();
    expect(events.at(-1)).toBe('USER_UPDATED');
    expect(store.getAuthState().viewer?.profile.username).toBe('grace_hopper');

    answerViewer({
      ...memberViewer,
      profile: { username: 'grace_hopper' },
      user: { ...memberViewer.user, role: 'admin' },
    });
    await store.reloadSession();
    expect(events.at(-1)).toBe('USER_UPDATED');

    answerViewer({
      ...memberViewer,
      profile: { username: 'grace_hopper' },
      user: { ...memberViewer.user, role: 'admin' },
      session: { id: memberViewer.session.id, expiresAt: '2028-06-30T00:00:00.000Z' },
    });
    await store.reloadSession();
    expect(events).toEqual(['INITIAL_SESSION', 'USER_UPDATED', 'USER_UPDATED', 'TOKEN_REFRESHED']);
  });

  it('hands every listener the event with the new state, and stops after unsubscribing', async () => {
    const { store } = await loadStore();
    const seen: [AuthEvent, AuthState][] = [];
    const stop = store.onAuthStateChange((event, state) => seen.push([event, state]));
    answerViewer(memberViewer);
    await store.reloadSession();
    stop();
    answerViewer(null);
    await store.reloadSession();
    expect(seen).toEqual([['INITIAL_SESSION', { status: 'signed-in', viewer: memberViewer }]]);
  });

  it('loads the session once for every guard that asks', async () => {
    const { store } = await loadStore();
    answerViewer(memberViewer);
    const [first, second] = await Promise.all([store.ensureSession(), store.ensureSession()]);
    await store.ensureSession();
    expect(first).toEqual({ status: 'signed-in', viewer: memberViewer });
    expect(second).toBe(first);
    expect(sessionCalls(api)).toBe(1);
  });

  it('counts an unreachable server as signed out on the first load, and keeps what it knows later', async () => {
    vi.useFakeTimers();
    const { store, events } = await loadStore();
    api.fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    const first = store.reloadSession();
    await vi.runAllTimersAsync(); // the client retries a failed GET before giving up
    await expect(first).resolves.toEqual({ status: 'signed-out', viewer: null });
    expect(events).toEqual(['INITIAL_SESSION']);

    api.fetchMock.mockImplementation(async () => sessionAnswer(memberViewer)({} as never));
    await store.reloadSession();
    api.fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    const later = store.reloadSession();
    await vi.runAllTimersAsync();
    await expect(later).resolves.toEqual({ status: 'signed-in', viewer: memberViewer });
    expect(events).toEqual(['INITIAL_SESSION', 'SIGNED_IN']);
  });

  it('signs out on the server first, then reloads the session as signed out', async () => {
    const { store, events } = await loadStore();
    answerViewer(memberViewer);
    await store.ensureSession();
    api.routes['POST /api/auth/sign-out'] = () => {
      answerViewer(null);
      return new Response(null, { status: 204 });
    };
    await store.signOut();
    expect(api.calls.slice(-2).map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/auth/sign-out',
      'GET /api/auth/session',
    ]);
    expect(store.getAuthState()).toEqual({ status: 'signed-out', viewer: null });
    await expect(store.ensureSession()).resolves.toEqual({ status: 'signed-out', viewer: null });
    expect(events).toEqual(['INITIAL_SESSION', 'SIGNED_OUT']);
  });

  it('stays signed in when the server refuses to sign out', async () => {
    const { store } = await loadStore();
    answerViewer(memberViewer);
    await store.ensureSession();
    api.routes['POST /api/auth/sign-out'] = () =>
      errorResponse(503, 'service_unavailable', 'The service is busy.');
    await expect(store.signOut()).rejects.toThrow('The service is busy.');
    expect(store.getAuthState().status).toBe('signed-in');
  });

  it('makes the other tabs reload when one tab signs in, and their guards see the new session', async () => {
    const thisTab = await loadStore();
    const otherTab = await loadStore(); // a second module instance: another tab's store
    await thisTab.store.ensureSession();
    await otherTab.store.ensureSession();
    expect(otherTab.store.getAuthState().status).toBe('signed-out');

    answerViewer(memberViewer);
    await thisTab.store.announceAuthChange();
    await vi.waitFor(() => expect(otherTab.events).toEqual(['INITIAL_SESSION', 'SIGNED_IN']));
    expect(otherTab.store.getAuthState()).toEqual({ status: 'signed-in', viewer: memberViewer });
    await expect(otherTab.store.ensureSession()).resolves.toEqual({
      status: 'signed-in',
      viewer: memberViewer,
    });
  });

  it('gives components the current state and re-renders them on change', async () => {
    const { store } = await loadStore();
    answerViewer(memberViewer);
    const { result } = renderHook(() => store.useAuth());
    expect(result.current.status).toBe('loading'); // subscribing starts the first load
    await waitFor(() => expect(result.current).toEqual({ status: 'signed-in', viewer: memberViewer }));
    answerViewer(null);
    await store.reloadSession();
    await waitFor(() => expect(result.current.status).toBe('signed-out'));
  });
});

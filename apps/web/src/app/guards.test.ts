import type { Viewer } from '@tinkerlabs/contract/auth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminViewer, memberViewer, sessionAnswer, stubApi } from '@/testing/fake-api.ts';

// Guards, middleware registry and session store are module singletons: each test loads them afresh,
// as a new page load would, for the viewer the API answers.
async function signedInAs(viewer: Viewer | null) {
  stubApi({ 'GET /api/auth/session': sessionAnswer(viewer) });
  vi.resetModules();
  const { registerGuards } = await import('./guards.ts');
  const { runRouteMiddleware } = await import('@/lib/route-middleware.ts');
  const { takeRedirectPath } = await import('@/lib/auth/redirect-path.ts');
  registerGuards();
  /** Resolves to the redirect's target, or null when the navigation may go on. */
  const visit = async (middleware: string[], path: string) => {
    const outcome = await runRouteMiddleware(middleware, new Request(`http://localhost:3000${path}`)).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    if (outcome === null) return null;
    if (!(outcome instanceof Response)) throw outcome;
    expect(outcome.status).toBe(302);
    return outcome.headers.get('Location');
  };
  return { visit, takeRedirectPath };
}

afterEach(() => {
  document.cookie = 'tinkerlabs_redirect=; Path=/; Max-Age=0';
  vi.unstubAllGlobals();
});

describe('route guards', () => {
  it.each([['auth'], ['admin']])(
    "send a visitor without a session from an '%s' route to /auth/login and keep the wanted path",
    async (guard) => {
      const { visit, takeRedirectPath } = await signedInAs(null);
      expect(await visit([guard], '/dashboard/items/review?tab=open')).toBe('/auth/login');
      expect(document.cookie).toContain(
        `tinkerlabs_redirect=${encodeURIComponent('/dashboard/items/review?tab=open')}`,
      );
      expect(takeRedirectPath()).toBe('/dashboard/items/review?tab=open');
    },
  );

  it("send a member without the administrator role from an 'admin' route to / with a notice, saving nothing", async () => {
    const { visit, takeRedirectPath } = await signedInAs(memberViewer);
    expect(await visit(['admin'], '/dashboard/messages')).toBe('/?notice=admin-only');
    expect(takeRedirectPath()).toBeNull();
  });

  it("let a member open an 'auth' route", async () => {
    const { visit, takeRedirectPath } = await signedInAs(memberViewer);
    expect(await visit(['auth'], '/dashboard/profile')).toBeNull();
    expect(takeRedirectPath()).toBeNull();
  });

  it.each([['auth'], ['admin']])("let an administrator open an '%s' route", async (guard) => {
    const { visit } = await signedInAs(adminViewer);
    expect(await visit([guard], '/dashboard/learninghub/editor')).toBeNull();
  });

  it('decide by the role the server gives, not by the address', async () => {
    const { visit } = await signedInAs({
      ...memberViewer,
      user: { ...memberViewer.user, email: adminViewer.user.email },
    });
    expect(await visit(['admin'], '/dashboard/labs')).toBe('/?notice=admin-only');
  });
});

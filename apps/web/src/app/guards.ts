/**
 * The route guards of spec section 6. `auth`: a visitor without a session goes to /auth/login, and the
 * wanted path is saved for after sign-in. `admin`: additionally, a signed-in member who is not an
 * administrator goes to / with a notice saying why. The role comes from the server; the client never
 * compares addresses.
 * The API enforces the same rules on its own.
 */
import { ensureSession } from '@/lib/auth/session-store.ts';
import { saveRedirectPath } from '@/lib/auth/redirect-path.ts';
import { pathWithNotice } from '@/lib/redirect-notice.ts';
import { registerRouteMiddleware, type GuardContext } from '@/lib/route-middleware.ts';

async function requireSignedIn({ url }: GuardContext): Promise<string | void> {
  const { viewer } = await ensureSession();
  if (!viewer) {
    saveRedirectPath(url.pathname + url.search + url.hash);
    return '/auth/login';
  }
}

async function requireAdministrator(context: GuardContext): Promise<string | void> {
  const redirect = await requireSignedIn(context);
  if (redirect) return redirect;
  const { viewer } = await ensureSession();
  if (viewer?.user.role !== 'admin') return pathWithNotice('/', 'admin-only');
}

export function registerGuards(): void {
  registerRouteMiddleware('auth', requireSignedIn);
  registerRouteMiddleware('admin', requireAdministrator);
}

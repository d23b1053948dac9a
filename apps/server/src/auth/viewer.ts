/**
 * Who is asking. The session middleware resolves the session cookie once per API request (sliding
 * the session when better-auth renews it, ending it past its bounds, and taking the role from
 * ADMIN_EMAILS as configured now); routes then call `requireUser` or `requireAdmin`.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv, RequestViewer } from '../http/app-env.ts';
import { forbidden, unauthenticated } from '../http/errors.ts';
import { callAuth } from './auth-failures.ts';
import type { Auth } from './create-auth.ts';
import type { SessionFastPath } from './session-fast-path.ts';
import { roleFor, sessionEndReason, type SessionBounds } from './session-rules.ts';

/** The session cookie's name (within the `__Secure-` prefix it gets on HTTPS). */
export const sessionCookieName = 'tinkerlabs.session_token';

/**
 * @example api.use('*', loadViewer(auth, { adminEmails, bounds: defaultSessionBounds, fastPath: sessionFastPath({ db, auth, secret }) }))
 */
export function loadViewer(
  auth: Auth,
  {
    adminEmails,
    bounds,
    fastPath,
  }: { adminEmails: readonly string[]; bounds: SessionBounds; fastPath: SessionFastPath },
): MiddlewareHandler<AppEnv> {
  const viewerOf = (
    user: { id: string; email: string },
    session: { id: string; token: string; expiresAt: Date | string },
  ): RequestViewer => ({
    user: { id: user.id, email: user.email, role: roleFor(user.email, adminEmails) },
    session: { id: session.id, token: session.token, expiresAt: new Date(session.expiresAt) },
  });

  return async function viewerMiddleware(c, next) {
    c.set('viewer', null);
    const cookieHeader = c.req.header('cookie');
    if (!cookieHeader?.includes(sessionCookieName)) return next();
    // A current session that needs nothing done (session-fast-path.ts); else better-auth decides.
    const found = await fastPath(cookieHeader);
    if (found && !sessionEndReason(found.session, bounds)) {
      c.set('viewer', viewerOf(found.user, found.session));
      return next();
    }
    const { headers, response } = await callAuth(() =>
      auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true }),
    );
    let cookies = headers.getSetCookie();
    if (response && sessionEndReason(response.session, bounds)) {
      // Past its lifetime or idle too long: delete it and clear the cookie; the request is anonymous.
      const signedOut = await callAuth(() =>
        auth.api.signOut({ headers: c.req.raw.headers, returnHeaders: true }),
      );
      cookies = signedOut.headers.getSetCookie();
    } else if (response) {
      c.set('viewer', viewerOf(response.user, response.session));
    }
    await next();
    // A renewed (or cleared) session cookie travels back on whatever the route answered.
    for (const cookie of cookies) c.res.headers.append('Set-Cookie', cookie);
  };
}

export function requireUser(c: Context<AppEnv>): RequestViewer {
  const viewer = c.get('viewer');
  if (!viewer) throw unauthenticated();
  return viewer;
}

export function requireAdmin(c: Context<AppEnv>): RequestViewer {
  const viewer = requireUser(c);
  if (viewer.user.role !== 'admin') throw forbidden('Only administrators may do that.');
  return viewer;
}

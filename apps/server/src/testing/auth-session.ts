/** Signs a test user in through the real sign-in routes and returns their session cookie. */
import type { createApp } from '../app.ts';
import type { CapturingMailer } from './capturing-mailer.ts';

type App = ReturnType<typeof createApp>;

export const jsonPost = (body: unknown, cookie?: string): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
  body: JSON.stringify(body),
});

/** The `name=value` part of the session cookie in a response, or null. */
export function sessionCookieOf(response: Response): string | null {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('tinkerlabs.session_token='));
  return cookie ? cookie.split(';')[0]! : null;
}

export async function signIn(app: App, mailer: CapturingMailer, email: string): Promise<string> {
  const request = await app.request('/api/auth/sign-in', jsonPost({ email }));
  if (request.status !== 200) throw new Error(`sign-in answered ${request.status}: ${await request.text()}`);
  const confirm = await app.request('/api/auth/confirm', jsonPost({ token: mailer.lastTokenFor(email) }));
  const cookie = sessionCookieOf(confirm);
  if (confirm.status !== 200 || !cookie)
    throw new Error(`confirm answered ${confirm.status}: ${await confirm.text()}`);
  return cookie;
}

/** A response's JSON body, loosely typed for assertions in tests. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const bodyOf = (response: Response): Promise<any> => response.json();

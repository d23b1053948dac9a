/**
 * The better-auth instance: magic-link sign-in (tokens hashed, single use, valid one hour), sessions
 * in an HttpOnly cookie for 400 days that slide on use, and the admin plugin's role field. Its HTTP
 * handler is not mounted: our own routes (routes/auth) call `auth.api.*`, so the public surface is
 * exactly the contract in packages/contract/src/auth.ts.
 */
import { signInLinkValidSeconds } from '@tinkerlabs/contract/auth';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, magicLink } from 'better-auth/plugins';
import type { Config } from '../config.ts';
import { authLogger } from './auth-failures.ts';
import type { Database } from '../db/client.ts';
import { accounts, sessions, users, verifications } from '../db/schema.ts';

export const magicLinkValidSeconds = signInLinkValidSeconds;
export const sessionLifetimeSeconds = 400 * 24 * 60 * 60;

export interface AuthOptions {
  db: Database;
  config: Pick<Config, 'appUrl' | 'authSecret' | 'nodeEnv'>;
  /** Sends the link; throwing makes the sign-in request fail with the error. */
  sendMagicLink: (email: string, token: string) => Promise<void>;
}

export function createAuth({ db, config, sendMagicLink }: AuthOptions) {
  return betterAuth({
    appName: 'TinkerLabs',
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
    }),
    telemetry: { enabled: false },
    logger: authLogger,
    trustedOrigins: [config.appUrl],
    rateLimit: { enabled: false }, // our own limits, per address and per client (routes/auth/sign-in-limits.ts)
    session: {
      expiresIn: sessionLifetimeSeconds,
      updateAge: 24 * 60 * 60, // extend the session at most once a day of use
      cookieCache: { enabled: false }, // a signed-out session must stop working at once
    },
    advanced: {
      cookiePrefix: 'tinkerlabs',
      useSecureCookies: config.nodeEnv === 'production',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
    },
    plugins: [
      magicLink({
        expiresIn: magicLinkValidSeconds,
        storeToken: 'hashed',
        sendMagicLink: ({ email, token }) => sendMagicLink(email, token),
      }),
      admin({ defaultRole: 'user', adminRoles: ['admin'] }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

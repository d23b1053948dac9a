/**
 * Tests' whole app on a fresh database, with uploads in a temporary folder and members signed in
 * through the real sign-in routes. `admin@example.org` is an administrator.
 * @example const t = await openSignedInApp(); const ada = await t.signIn('ada@example.org');
 *          const { status, body } = await t.call('POST', '/api/me/articles', ada, { body: doc });
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createApp, type AppConfig } from '../app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { signIn } from './auth-session.ts';
import { capturingMailer } from './capturing-mailer.ts';
import { openTestDatabase } from './test-database.ts';

export const adminEmail = 'admin@example.org';

export interface SignedInApp {
  app: ReturnType<typeof createApp>;
  database: DatabaseHandle;
  storageDir: string;
  /** Signs `email` in and returns the session cookie. */
  signIn(email: string): Promise<string>;
  /** A JSON request (no body for undefined); the status and the parsed body (null when empty). */
  call(method: string, url: string, cookie?: string | null, json?: unknown): Promise<CallResult>;
  close(): Promise<void>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type CallResult = { status: number; body: any; headers: Headers };

/** `config` overrides the test settings (limits, for example). */
export async function openSignedInApp(config: Partial<AppConfig> = {}): Promise<SignedInApp> {
  const database = await openTestDatabase();
  const storageDir = await mkdtemp(path.join(os.tmpdir(), 'tl-uploads-'));
  const mailer = capturingMailer();
  const app = createApp({
    config: {
      nodeEnv: 'test',
      webRoot: '/nonexistent',
      appUrl: 'http://localhost:3000',
      adminEmails: [adminEmail],
      storageDir,
      ...config,
    },
    database,
    mailer,
  });
  return {
    app,
    database,
    storageDir,
    signIn: (email) => signIn(app, mailer, email),
    async call(method, url, cookie, json) {
      const headers: Record<string, string> = cookie ? { cookie } : {};
      if (json !== undefined) headers['content-type'] = 'application/json';
      const response = await app.request(url, {
        method,
        headers,
        ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
      });
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
    },
    async close() {
      await database.close();
      await rm(storageDir, { recursive: true, force: true });
    },
  };
}

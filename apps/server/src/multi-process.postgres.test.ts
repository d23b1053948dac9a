// Two server processes behind one address, as docs/deploying.md deploys them: real child processes
// on one PostgreSQL database and one S3 bucket, behind a proxy that alternates between them as the
// documented nginx configuration does (testing/round-robin-proxy.ts). What one process does, the
// other knows: sessions, uploads, realtime events, the limits; and a new build rolls out one process
// at a time while the other serves.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { uploadResponseSchema } from '@tinkerlabs/contract/uploads';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './db/client.ts';
import { openTestSocket, type TestSocket } from './realtime/testing/socket-client.ts';
import { uploadRequestLimitBytes } from './routes/uploads/upload-routes.ts';
import { pngBytes } from './testing/image-bytes.ts';
import { textDoc } from './testing/rich-text-docs.ts';
import { startRoundRobinProxy, type RoundRobinProxy } from './testing/round-robin-proxy.ts';
import { startS3TestServer, type S3TestServer } from './testing/s3-test-server.ts';
import { freePort, startServerProcess, type ServerProcess } from './testing/server-process.ts';
import { startSmtpTestServer, type SmtpTestServer } from './testing/smtp-test-server.ts';
import { openTestDatabase } from './testing/test-database.ts';

const adminEmail = 'admin@example.org';
const uploadsPerHour = 3;
const oldBuild = '20261201120000-0ld0b11d';
const newBuild = '20261202120000-7e3b0a1d';

let database: DatabaseHandle;
let smtp: SmtpTestServer;
let s3: S3TestServer;
let proxy: RoundRobinProxy;
let a: ServerProcess;
let b: ServerProcess;
let envOfA: Record<string, string>;
let envOfB: Record<string, string>;
const webRoots = fs.mkdtempSync(path.join(os.tmpdir(), 'tl-multi-process-'));
const sockets: TestSocket[] = [];

/** A built web app as the web build leaves it, reduced to what the server reads. */
function webRootOf(buildId: string): string {
  const root = path.join(webRoots, buildId);
  fs.mkdirSync(path.join(root, 'builds'), { recursive: true });
  fs.writeFileSync(path.join(root, 'index.html'), `<!doctype html><title>TinkerLabs ${buildId}</title>`);
  fs.writeFileSync(path.join(root, 'builds/latest.json'), JSON.stringify({ id: buildId, time: '' }));
  return root;
}

beforeAll(async () => {
  [database, smtp, s3] = await Promise.all([
    openTestDatabase(),
    startSmtpTestServer(),
    startS3TestServer({ bucket: 'multi-process' }),
  ]);
  const { rows } = await database.pool!.query<{ name: string }>('select current_database() as name');
  const databaseUrl = new URL(process.env.DATABASE_URL!);
  databaseUrl.pathname = `/${rows[0]!.name}`;
  const [portOfA, portOfB] = [await freePort(), await freePort()];
  proxy = await startRoundRobinProxy({
    upstreams: [`http://127.0.0.1:${portOfA}`, `http://127.0.0.1:${portOfB}`],
    maxBodyBytes: uploadRequestLimitBytes,
  });
  const shared = {
    NODE_ENV: 'production',
    APP_URL: proxy.url,
    DATABASE_URL: databaseUrl.href,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    SMTP_URL: smtp.url,
    ADMIN_EMAILS: adminEmail,
    TRUSTED_PROXY_HEADER: 'x-forwarded-for',
    WEB_ROOT: webRootOf(oldBuild),
    UPLOAD_LIMIT_PER_HOUR: String(uploadsPerHour),
    ...s3.env('site'),
  };
  envOfA = { ...shared, PORT: String(portOfA) };
  envOfB = { ...shared, PORT: String(portOfB) };
  // Both at once: the first to take the advisory lock migrates and seeds, the other waits for it.
  [a, b] = await Promise.all([startServerProcess(envOfA), startServerProcess(envOfB)]);
}, 60_000);

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await Promise.all([a?.stop(), b?.stop()]);
  await Promise.all([proxy?.close(), smtp?.close(), s3?.close(), database?.close()]);
  fs.rmSync(webRoots, { recursive: true, force: true });
});

/** A request through the proxy (or to `base`), as the site's own pages send it. */
function send(url: string, init: { method?: string; cookie?: string; json?: unknown; base?: string } = {}) {
  const headers: Record<string, string> = { origin: proxy.url };
  if (init.cookie) headers.cookie = init.cookie;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${init.base ?? proxy.url}${url}`, {
    method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
}

const upstreamOf = (response: Response) => response.headers.get('x-upstream');

/** The first message to `email` received after the first `after` messages. */
async function mailTo(email: string, after: number): Promise<ParsedMail> {
  for (;;) {
    const mail = smtp.messages.slice(after).find((m) => [m.to].flat().some((to) => to?.text === email));
    if (mail) return mail;
    await smtp.nextMessage();
  }
}

/** Signs `email` in through the proxy as a visitor does: the form, the emailed link, its page. */
async function signIn(email: string): Promise<string> {
  const received = smtp.messages.length;
  const requested = await send('/api/auth/sign-in', { json: { email } });
  expect(requested.status).toBe(200);
  const link = (await mailTo(email, received)).text?.match(/\S+\/auth\/confirm\?token=\S+/)?.[0];
  expect(link?.startsWith(`${proxy.url}/auth/confirm?token=`)).toBe(true);
  // The link opens the confirmation page, which sends its token to the API.
  expect((await fetch(link!)).status).toBe(200);
  const confirmed = await send('/api/auth/confirm', {
    json: { token: new URL(link!).searchParams.get('token') },
  });
  expect(confirmed.status).toBe(200);
  // NODE_ENV=production: the cookie is __Secure-tinkerlabs.session_token.
  const cookie = confirmed.headers
    .getSetCookie()
    .find((c) => c.includes('tinkerlabs.session_token='))
    ?.split(';')[0];
  expect(cookie).toBeDefined();
  return cookie!;
}

async function sessionEmail(
  cookie: string,
  base?: string,
): Promise<{ email: string; upstream: string | null }> {
  const response = await send('/api/auth/session', { cookie, base });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { viewer: { user: { email: string } } | null };
  return { email: body.viewer?.user.email ?? 'nobody', upstream: upstreamOf(response) };
}

function upload(cookie: string, image: Uint8Array) {
  const form = new FormData();
  form.set('file', new File([image], 'photo.png', { type: 'image/png' }));
  return fetch(`${proxy.url}/api/uploads`, {
    method: 'POST',
    body: form,
    headers: { cookie, origin: proxy.url },
  });
}

async function connect(base: string, cookie: string): Promise<TestSocket> {
  const socket = await openTestSocket(base, { cookie, origin: proxy.url });
  sockets.push(socket);
  return socket;
}

describe('two server processes behind one address', () => {
  it('keep a member signed in on both after signing in through either', async () => {
    const cookie = await signIn('ada@example.org');

    const throughProxy = [await sessionEmail(cookie), await sessionEmail(cookie)];
    expect(throughProxy.map((s) => s.email)).toEqual(['ada@example.org', 'ada@example.org']);
    expect(new Set(throughProxy.map((s) => s.upstream))).toEqual(new Set([a.url, b.url]));
    expect((await sessionEmail(cookie, a.url)).email).toBe('ada@example.org');
    expect((await sessionEmail(cookie, b.url)).email).toBe('ada@example.org');
  });

  it('serve from either process an image uploaded through the other', async () => {
    const cookie = await signIn('grace@example.org');
    const uploaded = await upload(cookie, pngBytes(40, 30));
    expect(uploaded.status).toBe(201);
    const { url, size } = uploadResponseSchema.parse(await uploaded.json());

    const served = await fetch(`${proxy.url}${url}`);
    expect(served.status).toBe(200);
    expect(upstreamOf(served)).not.toBe(upstreamOf(uploaded));
    expect(served.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.byteLength).toBe(size);
    for (const base of [a.url, b.url]) {
      expect(Buffer.from(await (await fetch(`${base}${url}`)).arrayBuffer()).equals(bytes)).toBe(true);
    }
  });

  it("deliver a review made in one process to the other's realtime sockets", async () => {
    const [admin, linus] = [await signIn(adminEmail), await signIn('linus@example.org')];
    const adminOnB = await connect(b.url, admin);
    expect(await adminOnB.join('reviews')).toMatchObject({ type: 'joined' });
    // Through the proxy: the upgrade passes, to whichever process is next.
    const linusThroughProxy = await connect(proxy.url, linus);
    expect(await linusThroughProxy.join('me')).toMatchObject({ type: 'joined' });

    const created = await send('/api/me/articles', {
      cookie: linus,
      json: { title: 'Two processes', summary: 'One address.', body: textDoc('Round robin.') },
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const submitted = await send(`/api/me/articles/${id}/submit`, {
      cookie: linus,
      json: { baseVersion: 1 },
    });
    expect(submitted.status).toBe(200);
    const isQueueChange = (m: TestSocket['messages'][number]) =>
      m.type === 'event' && m.event === 'queue.changed' && m.data.id === id;
    await adminOnB.next(isQueueChange);
    const seenBefore = adminOnB.messages.length;

    const approved = await send(`/api/review/articles/${id}/approve`, {
      base: a.url,
      cookie: admin,
      json: { baseVersion: ((await submitted.json()) as { version: number }).version },
    });
    expect(approved.status).toBe(200);
    await adminOnB.next((m) => isQueueChange(m) && adminOnB.messages.indexOf(m) >= seenBefore);
    expect(
      await linusThroughProxy.next((m) => m.type === 'event' && m.event === 'notification.created'),
    ).toMatchObject({ channel: 'me', data: { kind: 'articles', action: 'approved' } });
  });

  describe('share their limits, counted in the database', () => {
    it('one sign-in link per address a minute', async () => {
      const first = await send('/api/auth/sign-in', { json: { email: 'quick@example.org' } });
      expect(first.status).toBe(200);
      const second = await send('/api/auth/sign-in', { json: { email: 'quick@example.org' } });
      expect(upstreamOf(second)).not.toBe(upstreamOf(first));
      expect(second.status).toBe(429);
      expect(await second.json()).toMatchObject({ error: { code: 'rate_limited' } });
    });

    it('five contact messages per client an hour, by the address the proxy saw', async () => {
      const message = {
        name: 'Ada',
        email: 'ada@example.org',
        subject: 'Hello',
        message: 'Hello from behind the proxy.',
      };
      const answers = [];
      for (let i = 0; i < 5; i++) answers.push(await send('/api/contact', { json: message }));
      expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
      expect(new Set(answers.map(upstreamOf))).toEqual(new Set([a.url, b.url]));
      for (let i = 0; i < 2; i++) {
        expect((await send('/api/contact', { json: message })).status).toBe(429);
      }
      // The proxy replaces the address a client claims with its own view of it.
      const claimed = await fetch(`${proxy.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' },
        body: JSON.stringify(message),
      });
      expect(claimed.status).toBe(429);
      // Another client behind the proxy still may: the count is per client, not per process.
      const otherClient = await fetch(`${b.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' },
        body: JSON.stringify(message),
      });
      expect(otherClient.status).toBe(201);
    });

    it(`${uploadsPerHour} uploads per member an hour (UPLOAD_LIMIT_PER_HOUR)`, async () => {
      const cookie = await signIn('margaret@example.org');
      const answers = [];
      for (let i = 0; i <= uploadsPerHour; i++) answers.push(await upload(cookie, pngBytes(8 + i, 8)));
      expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 429]);
      expect(new Set(answers.map(upstreamOf))).toEqual(new Set([a.url, b.url]));
      expect(await answers.at(-1)!.json()).toMatchObject({
        error: { code: 'rate_limited', message: expect.stringContaining(`${uploadsPerHour} images an hour`) },
      });
    });
  });

  it('roll out a new build one process at a time, announcing it while the other serves', async () => {
    const cookie = await signIn('katherine@example.org');
    const latestBuild = async (base = proxy.url) => {
      const response = await fetch(`${base}/builds/latest.json?t=${Date.now()}`);
      expect(response.status).toBe(200);
      return { id: ((await response.json()) as { id: string }).id, upstream: upstreamOf(response) };
    };
    const byUpstream = async () => {
      const [first, second] = [await latestBuild(), await latestBuild()];
      return { [first.upstream!]: first.id, [second.upstream!]: second.id };
    };
    expect(await byUpstream()).toEqual({ [a.url]: oldBuild, [b.url]: oldBuild });

    // SIGTERM: A closes its realtime sockets with 1001 (pages reconnect elsewhere) and exits cleanly.
    const socketOnA = await connect(a.url, cookie);
    const [exitCode, closeCode] = await Promise.all([a.stop(), socketOnA.closed]);
    expect([exitCode, closeCode]).toEqual([0, 1001]);
    // Meanwhile every request is served: the proxy passes the ones A refuses on to B.
    for (let i = 0; i < 2; i++) expect(await latestBuild()).toEqual({ id: oldBuild, upstream: b.url });

    a = await startServerProcess({ ...envOfA, WEB_ROOT: webRootOf(newBuild) });
    // A page of the old build polling /builds/latest.json learns of the new one (and reloads) as
    // soon as A answers; B keeps serving the old build until its turn.
    expect(await byUpstream()).toEqual({ [a.url]: newBuild, [b.url]: oldBuild });
    expect(await (await fetch(`${a.url}/`)).text()).toContain(newBuild);
    // The member's session outlived the restart: it is in the database, not in the process.
    expect((await sessionEmail(cookie, a.url)).email).toBe('katherine@example.org');

    expect(await b.stop()).toBe(0);
    b = await startServerProcess({ ...envOfB, WEB_ROOT: webRootOf(newBuild) });
    expect(await byUpstream()).toEqual({ [a.url]: newBuild, [b.url]: newBuild });
    expect((await sessionEmail(cookie)).email).toBe('katherine@example.org');
  }, 60_000);
});

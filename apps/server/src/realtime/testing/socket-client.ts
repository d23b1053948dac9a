/**
 * A real `ws` client for the realtime tests, plus signing in over HTTP against a running server
 * (its development mailbox holds the sign-in link).
 * @example const cookie = await signInOverHttp(url, 'ada@example.org');
 *          const socket = await openTestSocket(url, { cookie }); await socket.join('me');
 */
import { serverMessageSchema, type ClientMessage, type ServerMessage } from '@tinkerlabs/contract/realtime';
import WebSocket from 'ws';

export interface TestSocket {
  /** Every message received so far, in order. */
  messages: ServerMessage[];
  send(message: ClientMessage): void;
  /** The first message (already received or still to come) that matches, within `timeoutMs`. */
  next(matches: (message: ServerMessage) => boolean, timeoutMs?: number): Promise<ServerMessage>;
  /** Joins and answers the server's reply (`joined` or `join_error`). */
  join(channel: string): Promise<ServerMessage>;
  /** Resolves with the close code when the socket closes. */
  closed: Promise<number>;
  close(): void;
}

const socketUrl = (baseUrl: string) => `${baseUrl.replace(/^http/, 'ws')}/api/realtime`;

export function openTestSocket(
  baseUrl: string,
  { cookie, origin = baseUrl }: { cookie: string; origin?: string },
): Promise<TestSocket> {
  const ws = new WebSocket(socketUrl(baseUrl), { headers: { cookie, origin } });
  const messages: ServerMessage[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    messages.push(serverMessageSchema.parse(JSON.parse(String(data))));
    for (const wake of waiters) wake();
  });
  const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
  let refs = 0;

  const socket: TestSocket = {
    messages,
    send: (message) => ws.send(JSON.stringify(message)),
    next(matches, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(matches);
          if (!found) return;
          cleanUp();
          resolve(found);
        };
        const timer = setTimeout(() => {
          cleanUp();
          reject(new Error(`No matching message within ${timeoutMs} ms; got ${JSON.stringify(messages)}`));
        }, timeoutMs);
        const cleanUp = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    join(channel) {
      const ref = `j${++refs}`;
      socket.send({ type: 'join', ref, channel });
      return socket.next((m) => (m.type === 'joined' || m.type === 'join_error') && m.ref === ref);
    },
    closed,
    close: () => ws.close(),
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(socket));
    ws.once('unexpected-response', (_request, response) =>
      reject(new Error(`The upgrade was refused with ${response.statusCode}`)),
    );
    ws.once('error', reject);
  });
}

/** The HTTP status an upgrade is refused with (throws if the upgrade succeeds). */
export function refusedUpgradeStatus(baseUrl: string, headers: Record<string, string>): Promise<number> {
  const ws = new WebSocket(socketUrl(baseUrl), { headers });
  return new Promise((resolve, reject) => {
    ws.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      ws.terminate();
    });
    ws.once('open', () => {
      ws.close();
      reject(new Error('The upgrade was accepted'));
    });
    ws.once('error', () => {}); // terminate() after the refusal reports an error; the status is the answer
  });
}

/** Signs `email` in through the real routes of a running server; answers the session cookie. */
export async function signInOverHttp(baseUrl: string, email: string): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify(body),
    });
  const requested = await post('/api/auth/sign-in', { email });
  if (!requested.ok) throw new Error(`sign-in answered ${requested.status}`);
  const mailbox = (await (await fetch(`${baseUrl}/api/dev/mailbox`)).json()) as {
    messages: { to: string; text: string }[];
  };
  const text = mailbox.messages.findLast((message) => message.to === email)?.text ?? '';
  const token = text.match(/\/auth\/confirm\?token=(\S+)/)?.[1];
  if (!token) throw new Error(`No sign-in link for ${email} in the development mailbox.`);
  const confirmed = await post('/api/auth/confirm', { token: decodeURIComponent(token) });
  const cookie = confirmed.headers
    .getSetCookie()
    .find((c) => c.startsWith('tinkerlabs.session_token='))
    ?.split(';')[0];
  if (!confirmed.ok || !cookie) throw new Error(`confirm answered ${confirmed.status}`);
  return cookie;
}

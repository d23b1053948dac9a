/**
 * The reverse proxy of docs/deploying.md, for tests: one address in front of several server processes.
 * The proxying is http-proxy-3's (the maintained TypeScript successor of http-proxy); what is added
 * here is what the documented nginx configuration says, line for line:
 * - requests go to the upstreams in turn (`upstream`: nginx's round robin);
 * - WebSocket upgrades pass through (`location /api/realtime`: `Upgrade` and `Connection`);
 * - the client's address replaces any X-Forwarded-For the client sent
 *   (`proxy_set_header X-Forwarded-For $remote_addr`): the limits count what the proxy saw;
 * - the Host header is kept (`proxy_set_header Host $host`): the server checks Origin against it;
 * - a body is read whole before it is passed on (`proxy_request_buffering`, on by default), and one
 *   larger than `maxBodyBytes` is refused with 413 (`client_max_body_size`);
 * - a request that an upstream refuses to connect (a process restarting) goes to the next one
 *   (`proxy_next_upstream error`, the default): nothing of it was sent, so this holds for a POST too.
 * Each HTTP answer names the upstream that gave it in `X-Upstream` (nginx's `$upstream_addr`), for
 * the tests; the documented configuration leaves that header out.
 * @example const proxy = await startRoundRobinProxy({ upstreams: [a.url, b.url], maxBodyBytes: 1024 });
 */
import http from 'node:http';
import type net from 'node:net';
import { Readable } from 'node:stream';
import { createProxyServer } from 'http-proxy-3';

export interface RoundRobinProxy {
  /** http://127.0.0.1:PORT */
  url: string;
  close(): Promise<void>;
}

export interface RoundRobinProxyOptions {
  /** The server processes' addresses, e.g. http://127.0.0.1:3001. */
  upstreams: string[];
  /** Bodies larger than this are answered 413 and never reach an upstream. */
  maxBodyBytes: number;
  /** The header the servers read the client's address from (their TRUSTED_PROXY_HEADER). */
  clientAddressHeader?: string;
}

export async function startRoundRobinProxy({
  upstreams,
  maxBodyBytes,
  clientAddressHeader = 'x-forwarded-for',
}: RoundRobinProxyOptions): Promise<RoundRobinProxy> {
  const proxy = createProxyServer({});
  let turn = 0;
  /** The upstreams in the order to try them for the next request: its turn first, then the others. */
  const nextInTurn = () => {
    const first = turn++ % upstreams.length;
    return upstreams.map((_, i) => upstreams[(first + i) % upstreams.length]!);
  };
  const clientAddress = (request: http.IncomingMessage) => ({
    [clientAddressHeader]: request.socket.remoteAddress ?? '',
  });
  const refused = (error: Error) => (error as NodeJS.ErrnoException).code === 'ECONNREFUSED';

  const server = http.createServer(async (request, response) => {
    const body = await readBody(request, maxBodyBytes);
    if (!body) {
      response.writeHead(413, { 'content-type': 'text/plain', connection: 'close' });
      response.end('Request Entity Too Large');
      return;
    }
    const pass = (targets: string[]) => {
      const [target, ...rest] = targets;
      response.setHeader('x-upstream', target!);
      proxy.web(
        request,
        response,
        { target, headers: clientAddress(request), buffer: Readable.from([body]) },
        (error) => {
          if (refused(error) && rest.length) return pass(rest);
          if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
          response.end('Bad Gateway');
        },
      );
    };
    pass(nextInTurn());
  });

  server.on('upgrade', (request: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
    const pass = (targets: string[]) => {
      const [target, ...rest] = targets;
      proxy.ws(request, socket, head, { target, headers: clientAddress(request) }, (error) => {
        if (refused(error) && rest.length) return pass(rest);
        socket.destroy();
      });
    };
    pass(nextInTurn());
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The whole body, or null once it passes `maxBytes` (a declared Content-Length is checked first). */
async function readBody(request: http.IncomingMessage, maxBytes: number): Promise<Buffer | null> {
  if (Number(request.headers['content-length'] ?? 0) > maxBytes) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > maxBytes) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

import { once } from 'node:events';
import net, { type AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { apiErrorBodySchema } from '@tinkerlabs/contract/errors';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { handleError, payloadTooLarge } from './errors.ts';
import { readJson } from './json-body.ts';

const maxBytes = 64;
const noteSchema = z.object({ title: z.string().min(1), stars: z.number().int() });

/** The app's limit as app.ts wires it: Hono's bodyLimit with our JSON 413. */
function makeApp() {
  const app = new Hono();
  app.onError(handleError);
  app.use(
    '*',
    bodyLimit({
      maxSize: maxBytes,
      onError: () => {
        throw payloadTooLarge(maxBytes);
      },
    }),
  );
  app.post('/notes', async (c) => c.json({ received: await readJson(c, noteSchema) }));
  app.post('/size', async (c) => c.text(String((await c.req.arrayBuffer()).byteLength)));
  return app;
}

/** Writes `raw` to the app served by the Node adapter; everything the server wrote back until it closed. */
async function overSocket(raw: string): Promise<string> {
  const server = serve({ fetch: makeApp().fetch, port: 0, hostname: '127.0.0.1' });
  await once(server, 'listening');
  try {
    const socket = net.connect((server.address() as AddressInfo).port, '127.0.0.1');
    socket.end(raw);
    let received = '';
    for await (const chunk of socket) received += String(chunk);
    return received;
  } finally {
    server.close();
  }
}

function post(body: string, headers: Record<string, string> = {}) {
  return makeApp().request('/notes', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body,
  });
}

/** A request whose body arrives as a stream in several chunks, with no Content-Length. */
function streamedRequest(text: string): Request {
  const bytes = new TextEncoder().encode(text);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += 16) controller.enqueue(bytes.slice(i, i + 16));
      controller.close();
    },
  });
  return new Request('http://localhost/notes', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
    duplex: 'half',
  } as RequestInit);
}

async function errorOf(response: Response) {
  return apiErrorBodySchema.parse(await response.json()).error;
}

describe('readJson', () => {
  it('returns the parsed, validated body', async () => {
    const response = await post(JSON.stringify({ title: 'Servo', stars: 5 }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: { title: 'Servo', stars: 5 } });
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', ''])(
    'refuses a body sent as %j with 415, as a cross-site form would send it',
    async (type) => {
      const response = await post(JSON.stringify({ title: 'Servo', stars: 5 }), { 'Content-Type': type });
      expect(response.status).toBe(415);
      expect(await errorOf(response)).toMatchObject({
        code: 'unsupported_media_type',
        message: 'Send the request body as JSON, with the header Content-Type: application/json.',
      });
    },
  );

  it('accepts JSON with a charset', async () => {
    const response = await post(JSON.stringify({ title: 'Servo', stars: 5 }), {
      'Content-Type': 'application/json; charset=utf-8',
    });
    expect(response.status).toBe(200);
  });

  it('answers malformed JSON with 400 invalid_json', async () => {
    const response = await post('{"title": "Servo",');
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({ code: 'invalid_json', message: expect.any(String) });
  });

  it('answers an empty body with 400 invalid_json', async () => {
    const response = await post('');
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe('invalid_json');
  });

  it('answers a schema failure with 422 and a message per field', async () => {
    const response = await post(JSON.stringify({ title: '', stars: 'many' }));
    expect(response.status).toBe(422);
    const error = await errorOf(response);
    expect(error.code).toBe('validation_failed');
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['stars', 'title']);
  });

  it('files a problem with the body as a whole under "_"', async () => {
    const response = await post('[1, 2]');
    expect(response.status).toBe(422);
    expect((await errorOf(response)).fields).toHaveProperty('_');
  });
});

describe('bodyLimit', () => {
  const tooLarge = JSON.stringify({ title: 'x'.repeat(maxBytes), stars: 1 });

  it('refuses a declared Content-Length over the limit with 413', async () => {
    const response = await post(tooLarge, { 'Content-Length': String(tooLarge.length) });
    expect(response.status).toBe(413);
    expect((await errorOf(response)).code).toBe('payload_too_large');
  });

  it('refuses a streamed body without Content-Length once it passes the limit', async () => {
    const request = streamedRequest(tooLarge);
    expect(request.headers.get('content-length')).toBeNull();
    const response = await makeApp().request(request);
    expect(response.status).toBe(413);
    expect((await errorOf(response)).code).toBe('payload_too_large');
  });

  it('lets a streamed body under the limit reach the route intact', async () => {
    const response = await makeApp().request(
      streamedRequest(JSON.stringify({ title: 'Stepper motor', stars: 4 })),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: { title: 'Stepper motor', stars: 4 } });
  });

  it('counts a chunked body sent over a socket, where the adapter gives no Content-Length', async () => {
    const chunk = (text: string) => `${text.length.toString(16)}\r\n${text}\r\n`;
    const answer = await overSocket(
      'POST /notes HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n' +
        chunk(tooLarge.slice(0, 40)) +
        chunk(tooLarge.slice(40)) +
        '0\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain('"payload_too_large"');
  });

  it('gives a route no more than a Content-Length that understates the body', async () => {
    // Under the limit by its header, over it in fact: the parser ends the body at the declared 10
    // bytes and reads what follows as a request of its own, never as more of this one's body.
    const sent = 'x'.repeat(10) + 'GET /excess HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n';
    expect(sent.length).toBeGreaterThan(maxBytes);
    const answer = await overSocket(
      'POST /size HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 10\r\n\r\n' +
        sent,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*?\r\n\r\n10HTTP\/1\.1 404 /);
  });

  it('accepts a body exactly at the limit', async () => {
    const exact = JSON.stringify({ title: 'x', stars: 1 }).padEnd(maxBytes, ' ');
    expect(exact.length).toBe(maxBytes);
    const response = await post(exact, { 'Content-Length': String(maxBytes) });
    expect(response.status).toBe(200);
  });
});

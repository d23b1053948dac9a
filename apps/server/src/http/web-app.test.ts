// The static web app: runtime files of the programming labs are immutable, typed for streaming
// compilation and sized for progress bars; only the labs' pages are cross-origin isolated.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagePreloadsFor, serveWebApp } from './web-app.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tl-web-app-'));
const runtime = path.join(root, 'runtimes', 'pyodide-314.0.7');
const wasm = Buffer.alloc(4096, 7);
let app: Hono;

beforeAll(() => {
  fs.mkdirSync(runtime, { recursive: true });
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>TinkerLabs</title>');
  fs.writeFileSync(path.join(runtime, 'pyodide.asm.wasm'), wasm);
  fs.writeFileSync(path.join(runtime, 'pyodide.asm.wasm.br'), Buffer.alloc(100, 1));
  fs.writeFileSync(path.join(runtime, 'pyodide.mjs'), 'export {};');
  fs.writeFileSync(path.join(runtime, 'memory-0123456789ab.bin'), Buffer.alloc(8192));
  fs.writeFileSync(path.join(runtime, 'memory-0123456789ab.bin.br'), Buffer.alloc(20, 2));
  fs.mkdirSync(path.join(root, 'assets'));
  fs.writeFileSync(path.join(root, 'assets', 'python.worker-abc123.js'), 'self.onmessage = () => {};');
  fs.writeFileSync(path.join(root, 'assets', 'tinyml.worker-D4_x-9.js'), 'self.onmessage = () => {};');
  app = new Hono();
  app.use('*', serveWebApp({ root }));
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('runtime files', () => {
  it('are immutable WebAssembly with their byte length', async () => {
    const response = await app.request('/runtimes/pyodide-314.0.7/pyodide.asm.wasm');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/wasm');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-length')).toBe(String(wasm.length));
    expect((await response.arrayBuffer()).byteLength).toBe(wasm.length);
  });

  it('send the brotli copy, with its own length, to a browser that accepts it', async () => {
    const response = await app.request('/runtimes/pyodide-314.0.7/pyodide.asm.wasm', {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-length')).toBe('100');
  });

  it("send Pyodide's memory snapshot as compressed bytes", async () => {
    const response = await app.request('/runtimes/pyodide-314.0.7/memory-0123456789ab.bin', {
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers.get('content-type')).toBe('application/octet-stream');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-length')).toBe('20');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('serve ES modules as JavaScript', async () => {
    const response = await app.request('/runtimes/pyodide-314.0.7/pyodide.mjs');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('answer 404 for a file that is not there', async () => {
    expect((await app.request('/runtimes/pyodide-314.0.7/missing.wasm')).status).toBe(404);
  });
});

describe('the TinyML worker', () => {
  it('alone may eval (it runs the visitor’s JavaScript)', async () => {
    const worker = await app.request('/assets/tinyml.worker-D4_x-9.js');
    expect(worker.headers.get('content-security-policy')).toContain(
      "script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'",
    );
    expect(worker.headers.get('cross-origin-embedder-policy')).toBe('require-corp');
    const other = await app.request('/assets/python.worker-abc123.js');
    expect(other.headers.get('content-security-policy')).toBeNull(); // the site's, set by securityHeaders
    const page = await app.request('/labs/programming/tinyml');
    expect(page.headers.get('content-security-policy')).not.toContain("'unsafe-eval'");
  });
});

describe('cross-origin isolation', () => {
  it.each(['/labs/programming/python', '/labs/programming/micropython', '/labs/programming/python/'])(
    'is required on %s',
    async (page) => {
      const response = await app.request(page);
      expect(response.headers.get('cross-origin-embedder-policy')).toBe('require-corp');
    },
  );

  it('is declared by scripts, so an isolated page can start its workers', async () => {
    const response = await app.request('/assets/python.worker-abc123.js');
    expect(response.headers.get('cross-origin-embedder-policy')).toBe('require-corp');
  });

  it.each(['/', '/labs/programming', '/labs/programming/cpp', '/labs/programming/python-extra'])(
    'is not required on %s',
    async (page) => {
      const response = await app.request(page);
      expect(response.status).toBe(200);
      expect(response.headers.get('cross-origin-embedder-policy')).toBeNull();
    },
  );
});

describe('other files', () => {
  it('revalidate with an ETag and answer 304 when it still matches', async () => {
    fs.writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const first = await app.request('/favicon.svg');
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const tag = first.headers.get('etag');
    expect(tag).toMatch(/^W\/"/);
    const again = await app.request('/favicon.svg', { headers: { 'if-none-match': tag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('are sent plain to a browser that refuses gzip (gzip;q=0)', async () => {
    fs.writeFileSync(path.join(runtime, 'pyodide.mjs.gz'), Buffer.alloc(5, 3));
    const response = await app.request('/runtimes/pyodide-314.0.7/pyodide.mjs', {
      headers: { 'accept-encoding': 'gzip;q=0, identity' },
    });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toBe('export {};');
  });

  it('answer a byte range', async () => {
    const response = await app.request('/runtimes/pyodide-314.0.7/pyodide.asm.wasm', {
      headers: { range: 'bytes=0-99' },
    });
    expect(response.status).toBe(206);
    expect((await response.arrayBuffer()).byteLength).toBe(100);
  });

  it('missing, are a plain 404 without the caching of a found file', async () => {
    const response = await app.request('/assets/missing-abc.js');
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBeNull();
    expect(response.headers.get('cross-origin-embedder-policy')).toBeNull();
  });

  it('of the server render are not served', async () => {
    fs.mkdirSync(path.join(root, 'server-render'), { recursive: true });
    fs.writeFileSync(path.join(root, 'server-render', 'render.js'), 'export {};');
    expect((await app.request('/server-render/render.js')).status).toBe(404);
  });
});

describe('a drawn page’s preloads', () => {
  const table = {
    '/learninghub/:domain_slug/:topic_slug': {
      modules: ['/assets/routes/lesson-a1.js', '/assets/query-b2.js'],
      styles: ['/assets/pages-c3.css'],
    },
    'interactive-blocks': {
      modules: ['/assets/interactive-blocks-d4.js', '/assets/query-b2.js', '/assets/lesson-block-e5.js'],
      styles: ['/assets/pages-c3.css'],
    },
  };
  const drawn = (state: unknown) => ({ kind: 'page' as const, status: 200, head: '', body: '', state });
  const lesson = '/learninghub/:domain_slug/:topic_slug';
  const withCell = {
    queries: [{ data: { body: { type: 'doc', content: [{ type: 'codeCell', attrs: {} }] } } }],
  };
  const withoutCell = { queries: [{ data: { body: { type: 'doc', content: [{ type: 'paragraph' }] } } }] };

  it('add the interactive blocks’ code, once each, when the page’s document holds a block', () => {
    expect(pagePreloadsFor(table, lesson, drawn(withCell))).toEqual({
      modules: [
        '/assets/routes/lesson-a1.js',
        '/assets/query-b2.js',
        '/assets/interactive-blocks-d4.js',
        '/assets/lesson-block-e5.js',
      ],
      styles: ['/assets/pages-c3.css'],
    });
  });

  it('are the page’s own when it holds no block or was not drawn', () => {
    expect(pagePreloadsFor(table, lesson, drawn(withoutCell))).toEqual(table[lesson]);
    expect(pagePreloadsFor(table, lesson, null)).toEqual(table[lesson]);
    expect(pagePreloadsFor(table, '/nowhere', drawn(withCell))).toBeNull();
  });
});

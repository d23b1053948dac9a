// A first visit's HTML carries the page's code as preload links and, for a visitor without a session,
// the answers of the page's first API reads, equal to what the API answers (page-html.ts).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { pageHtml } from './page-html.ts';

let database: DatabaseHandle;
let site: ReturnType<typeof createApp>;
const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'tl-first-load-'));
const template =
  '<!doctype html><html><head><title>TinkerLabs</title><script type="module" src="/assets/index-a1.js"></script></head><body><div id="root"></div></body></html>';
const preloads = {
  '/articles': {
    modules: ['/assets/article-list-b2.js', '/assets/pagination-c3.js'],
    styles: ['/assets/pages-d4.css'],
  },
  '/labs/programming/micropython': {
    modules: ['/assets/lab-micropython-e5.js'],
    styles: [],
    worker: { name: 'micropython', src: '/assets/micropython.worker-f6.js' },
  },
  '/labs/programming/cpp': {
    modules: ['/assets/lab-cpp-g7.js'],
    styles: [],
    worker: { name: 'cpp-compiler', src: '/assets/cpp-compiler.worker-h8.js' },
  },
};

beforeAll(async () => {
  fs.writeFileSync(path.join(webRoot, 'index.html'), template);
  fs.mkdirSync(path.join(webRoot, 'builds'));
  fs.writeFileSync(path.join(webRoot, 'builds/page-preloads.json'), JSON.stringify(preloads));
  database = await openTestDatabase({ seed: true });
  site = createApp({
    config: { nodeEnv: 'production', webRoot, appUrl: 'http://localhost:3000', authSecret: 'x'.repeat(40) },
    database,
  });
});
afterAll(async () => {
  await database?.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

/** The JSON the page's HTML carries, or null. */
describe('a page’s first load', () => {
  it('lists the page’s code and styles as preloads, before the end of the head', async () => {
    const html = await (await site.request('/articles')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/article-list-b2.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/pagination-c3.js">');
    expect(head).toContain('<link rel="preload" as="style" crossorigin href="/assets/pages-d4.css">');
  });

  it('starts a lab’s language worker from its HTML, marked when the page is cross-origin isolated', async () => {
    const micropython = await site.request('/labs/programming/micropython');
    expect(micropython.headers.get('Cross-Origin-Embedder-Policy')).toBe('require-corp');
    const isolatedHead = (await micropython.text()).split('</head>')[0];
    // Before every other script of the page.
    expect(isolatedHead).toContain(
      '<script async fetchpriority="high" src="/early-worker.js" data-worker-name="micropython" data-worker-src="/assets/micropython.worker-f6.js" data-isolated></script><script type="module"',
    );
    const cpp = await site.request('/labs/programming/cpp');
    expect(cpp.headers.get('Cross-Origin-Embedder-Policy')).toBeNull();
    expect((await cpp.text()).split('</head>')[0]).toContain(
      '<script async fetchpriority="high" src="/early-worker.js" data-worker-name="cpp-compiler" data-worker-src="/assets/cpp-compiler.worker-h8.js"></script>',
    );
    expect(await (await site.request('/articles')).text()).not.toContain('early-worker');
  });

  it('carries the theme bootstrap and a lab’s worker start inline, allowed by their hashes alone', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tl-inline-scripts-'));
    try {
      fs.writeFileSync(
        path.join(root, 'index.html'),
        template.replace('<title>', '<script src="/theme-init.js"></script><title>'),
      );
      fs.mkdirSync(path.join(root, 'builds'));
      fs.writeFileSync(path.join(root, 'builds/page-preloads.json'), JSON.stringify(preloads));
      const themeInit = "document.documentElement.classList.toggle('dark', true);\n";
      const earlyWorker = "new Worker(document.currentScript.getAttribute('data-worker-src'));\n";
      fs.writeFileSync(path.join(root, 'theme-init.js'), themeInit);
      fs.writeFileSync(path.join(root, 'early-worker.js'), earlyWorker);
      const inlined = createApp({
        config: {
          nodeEnv: 'production',
          webRoot: root,
          appUrl: 'http://localhost:3000',
          authSecret: 'x'.repeat(40),
        },
        database,
      });
      const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

      const lab = await inlined.request('/labs/programming/micropython');
      const head = (await lab.text()).split('</head>')[0];
      expect(head).toContain(
        `<script data-worker-name="micropython" data-worker-src="/assets/micropython.worker-f6.js" data-isolated>${earlyWorker}</script><script>${themeInit}</script>`,
      );
      expect(head).not.toContain('src="/early-worker.js"');
      expect(head).not.toContain('src="/theme-init.js"');
      const policy = lab.headers.get('Content-Security-Policy') ?? '';
      expect(policy).toContain(`script-src 'self' 'wasm-unsafe-eval' ${sha(themeInit)} ${sha(earlyWorker)};`);
      expect(policy.split('; ').find((directive) => directive.startsWith('script-src'))).not.toContain(
        'unsafe-inline',
      );

      // A script that could end its own element stays a file.
      fs.writeFileSync(path.join(root, 'theme-init.js'), "console.log('</script>');\n");
      fs.utimesSync(path.join(root, 'theme-init.js'), new Date(), new Date(Date.now() + 5_000));
      const page = await inlined.request('/articles');
      expect(await page.text()).toContain('<script src="/theme-init.js"></script>');
      expect(page.headers.get('Content-Security-Policy')).toContain(
        `script-src 'self' 'wasm-unsafe-eval' ${sha(earlyWorker)};`,
      );
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('is compressed for a browser that accepts it, and revalidates with its hash', async () => {
    const response = await site.request('/articles', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.headers.get('Content-Encoding')).toBe('br');
    const body = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get('Content-Length'))).toBe(body.length);
    expect(zlib.brotliDecompressSync(body).toString()).toContain('<div id="root">');
    const etag = response.headers.get('ETag')!;
    const again = await site.request('/articles', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    // A browser copies a 304's headers onto its stored page: the page's own policy must stay.
    expect(again.headers.get('Content-Security-Policy')).toBe(
      response.headers.get('Content-Security-Policy'),
    );
  });

  it('sends a page without preloads when the preload table is damaged', async () => {
    const table = path.join(webRoot, 'builds/page-preloads.json');
    try {
      for (const damaged of [
        'null',
        '{"/articles": {"modules": 3}}',
        '{not json',
        // A worker from anywhere but the build's own scripts is not started.
        '{"/articles": {"modules": ["/assets/a.js"], "styles": [], "worker": {"name": "x", "src": "//evil.example/w.js"}}}',
      ]) {
        fs.writeFileSync(table, damaged);
        fs.utimesSync(table, new Date(), new Date(Date.now() + Math.random() * 1e6)); // a new build
        const response = await site.request('/articles');
        expect(response.status).toBe(200);
        expect(await response.text()).not.toContain('modulepreload');
      }
    } finally {
      fs.writeFileSync(table, JSON.stringify(preloads));
    }
  });

  it('leaves a page that does not exist as the plain app, with status 404', async () => {
    const response = await site.request('/no-such-page');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toBe(template);
  });
});

describe('pageHtml', () => {
  it('leaves the page as it is with nothing to add', () => {
    expect(pageHtml(template, { preloads: { modules: [], styles: [] }, rendered: null })).toBe(template);
  });
});

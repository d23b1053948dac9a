// Public pages rendered by the server: put in place of the shell with the state the browser hydrates
// them from, their loaders reading the API in-process, and never in the way when there is none.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { pageHtml } from './page-html.ts';
import { fakeRenderCalls, writeFakeRenderer } from '../testing/fake-page-renderer.ts';
import { pageRenderer, serverRenderFolder } from './page-renderer.ts';

const template =
  '<!doctype html><html><head><title>TinkerLabs</title><script type="module" crossorigin src="/assets/index-a1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/jsx-b2.js"><link rel="stylesheet" crossorigin href="/assets/index-e0.css"></head>' +
  '<body><div id="root"><!--shell--><header>TinkerLabs</header><main aria-busy="true"></main><!--/shell--></div></body></html>';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tl-page-renderer-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** A web root with the built index.html and a renderer (testing/fake-page-renderer.ts). */
function webRootWithRenderer(name: string, body?: string) {
  const root = path.join(work, name);
  fs.mkdirSync(root, { recursive: true });
  fs.writeFileSync(path.join(root, 'index.html'), template);
  writeFakeRenderer(root, body);
  return root;
}
const calls = fakeRenderCalls;

describe('pageHtml with a rendered page', () => {
  const rendered = {
    kind: 'page' as const,
    status: 200,
    head: '<title>Articles · TinkerLabs</title><meta name="description" content="x"/>',
    body: '<main>Costs $& and $1</main>',
    state: { queries: { note: '</script><b>' } },
  };
  const html = pageHtml(template, {
    rendered,
    preloads: { modules: ['/assets/article-list-c3.js'], styles: ['/assets/pages-d4.css'] },
  });

  it('puts the page in place of the shell, inert until the app has hydrated it', () => {
    expect(html).toContain('<div id="root" data-server-rendered inert><main>Costs $& and $1</main></div>');
    expect(html).not.toContain('aria-busy');
  });

  it('sends the state the page was rendered from, as data no text in it can end', () => {
    expect(html).toContain(
      '<script type="application/json" id="page-state">{"queries":{"note":"\\u003c/script>\\u003cb>"}}</script>',
    );
  });

  it('gives the head the page’s own title and meta tags, for the app to hydrate', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/<title\b/g)).toHaveLength(1);
    expect(head).toContain('<title>Articles · TinkerLabs</title><meta name="description" content="x"/>');
  });

  it('applies the page’s stylesheet at once and leaves the code until the page has painted', () => {
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/pages-d4.css">');
    expect(html).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-a1.js">',
    );
    // No preload competes with the paint: the entry preloads the list once the page has painted.
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(
      '<script type="application/json" id="app-modules">["/assets/jsx-b2.js","/assets/article-list-c3.js"]</script>',
    );
  });

  it('paints a lab before its code, while its language worker starts at once', () => {
    const lab = pageHtml(template, {
      rendered,
      preloads: {
        modules: ['/assets/lab-micropython-e5.js'],
        styles: ['/assets/pages-d4.css'],
        worker: { name: 'micropython', src: '/assets/micropython.worker-f6.js' },
      },
      isolated: true,
    });
    expect(lab).toContain('<div id="root" data-server-rendered inert><main>');
    expect(lab).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-a1.js">');
    // The modules wait for the picture (the entry preloads the list once it has painted).
    expect(lab).not.toContain('<link rel="modulepreload"');
    expect(lab).toContain('id="app-modules"');
    expect(lab).toContain('/assets/lab-micropython-e5.js');
    expect(lab).toContain('<link rel="stylesheet" crossorigin href="/assets/pages-d4.css">');
    // The entry's stylesheet stays before the page's, whose rules must win a tie of specificity.
    expect(lab.match(/index-e0\.css/g)).toHaveLength(1);
    expect(lab.indexOf('/assets/index-e0.css')).toBeLessThan(lab.indexOf('/assets/pages-d4.css'));
    // The runtime's worker starts first thing, before the page's code.
    expect(lab).toContain('data-worker-src="/assets/micropython.worker-f6.js" data-isolated');
    expect(lab.indexOf('data-worker-src')).toBeLessThan(lab.indexOf('/assets/index-a1.js'));
  });

  it('leaves a build without the shell marker as it is', () => {
    const plain = template.replace('<!--shell-->', '').replace('<!--/shell-->', '');
    expect(pageHtml(plain, { rendered })).toBe(plain);
  });
});

describe('pageRenderer', () => {
  const answer = (title: string) => async () => Response.json({ title });

  it('renders nothing when the build has no renderer', async () => {
    const root = path.join(work, 'no-renderer');
    fs.mkdirSync(root);
    expect(await pageRenderer(root).render('http://localhost/articles', { fetch: answer('x') })).toBeNull();
  });

  it('renders each request with its own fetch, side by side', async () => {
    const renderer = pageRenderer(webRootWithRenderer('side-by-side'));
    const [one, two] = await Promise.all([
      renderer.render('http://localhost/a', { fetch: answer('One') }),
      renderer.render('http://localhost/a', { fetch: answer('Two') }),
    ]);
    expect(one).toMatchObject({ kind: 'page', body: '<main>http://localhost/a One</main>' });
    expect(two).toMatchObject({ kind: 'page', body: '<main>http://localhost/a Two</main>' });
  });

  it('gives null for a page the renderer cannot render, and tries again next time', async () => {
    const renderer = pageRenderer(webRootWithRenderer('fails', "throw new Error('needs a browser');"));
    const before = calls();
    expect(await renderer.render('http://localhost/labs/x', { fetch: answer('x') })).toBeNull();
    expect(await renderer.render('http://localhost/labs/x', { fetch: answer('x') })).toBeNull();
    expect(calls() - before).toBe(2);
  });

  it('stops rendering when a new build replaces the renderer it has loaded', async () => {
    const root = webRootWithRenderer('rebuilt');
    const renderer = pageRenderer(root);
    expect(await renderer.render('http://localhost/a', { fetch: answer('A') })).toMatchObject({
      kind: 'page',
    });
    const file = path.join(root, serverRenderFolder, 'server-render.js');
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(file, later, later);
    expect(await renderer.render('http://localhost/b', { fetch: answer('B') })).toBeNull();
  });
});

describe('the app with a renderer', () => {
  let database: DatabaseHandle;
  let site: ReturnType<typeof createApp>;
  beforeAll(async () => {
    database = await openTestDatabase({ seed: true });
    site = createApp({
      config: {
        nodeEnv: 'production',
        webRoot: webRootWithRenderer('app'),
        appUrl: 'http://localhost:3000',
        authSecret: 'x'.repeat(40),
      },
      database,
    });
  });
  afterAll(() => database?.close());

  const article = '/articles/int8-quantisation-for-microcontrollers';

  it('sends an anonymous visitor the page rendered from the API, read in-process', async () => {
    const html = await (await site.request(article)).text();
    expect(html).toContain(
      `<main>http://localhost:3000${article} Quantising a neural network to int8 for microcontrollers</main>`,
    );
    expect(html).toContain(
      '<title>Quantising a neural network to int8 for microcontrollers · TinkerLabs</title>',
    );
    expect(html).toContain('<script type="application/json" id="page-state">{"queries":{"title":"Quantising');
  });

  it('answers 404 when the page’s loader finds no record', async () => {
    const response = await site.request('/articles/no-such-article');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('data-server-rendered');
  });

  it('sends a visitor with a session the shell, with the status of the page', async () => {
    const cookie = { headers: { cookie: 'tinkerlabs.session_token=abc' } };
    const html = await (await site.request(article, cookie)).text();
    expect(html).toContain('<!--shell-->');
    expect(html).not.toContain('data-server-rendered');
    expect((await site.request('/articles/no-such-article', cookie)).status).toBe(404);
  });

  it('never sends the renderer itself', async () => {
    const response = await site.request(`/${serverRenderFolder}/server-render.js`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('renderPage');
  });
});

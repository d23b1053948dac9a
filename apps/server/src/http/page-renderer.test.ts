// Public pages' first paint drawn by the server: put in place of the shell, kept per page and data,
// and never in the way when there is none.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { pageHtml } from './page-html.ts';
import { pageSnapshots, serverRenderFolder } from './page-snapshots.ts';

const template =
  '<!doctype html><html><head><title>TinkerLabs</title><script type="module" crossorigin src="/assets/index-a1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/jsx-b2.js"><link rel="stylesheet" crossorigin href="/assets/index-e0.css"></head>' +
  '<body><div id="root"><!--shell--><header>TinkerLabs</header><main aria-busy="true"></main><!--/shell--></div></body></html>';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tl-page-snapshots-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** A web root whose renderer draws `<main>` with the address and the data's `title`, counting its calls. */
function webRootWithRenderer(
  name: string,
  body = 'return { head: `<title>${title} · TinkerLabs</title>`, body: `<main>${url} ${title}</main>` };',
) {
  const root = path.join(work, name);
  fs.mkdirSync(path.join(root, serverRenderFolder), { recursive: true });
  fs.writeFileSync(path.join(root, 'index.html'), template);
  fs.writeFileSync(
    path.join(root, serverRenderFolder, 'page-snapshot.js'),
    `export async function renderPageSnapshot(url, data) {
      globalThis.renderCalls = (globalThis.renderCalls ?? 0) + 1;
      const title = Object.values(data)[0]?.title ?? 'none';
      ${body}
    }`,
  );
  return root;
}
const calls = () => (globalThis as { renderCalls?: number }).renderCalls ?? 0;

describe('pageHtml with a first paint', () => {
  const snapshot = {
    head: '<title>Articles · TinkerLabs</title><meta name="description" content="x"/>',
    body: '<main>Costs $& and $1</main>',
  };
  const html = pageHtml(template, {
    snapshot,
    preloads: { modules: ['/assets/article-list-c3.js'], styles: ['/assets/pages-d4.css'] },
  });

  it('puts the page in place of the shell, inert until the app takes over', () => {
    expect(html).toContain('<div id="root" data-page-snapshot inert><main>Costs $& and $1</main></div>');
    expect(html).not.toContain('aria-busy');
  });

  it('gives the head the page’s own title and meta tags', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/<title\b/g)).toHaveLength(1);
    expect(head).toContain(
      '<title data-page-snapshot>Articles · TinkerLabs</title><meta data-page-snapshot name="description" content="x"/>',
    );
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

  it('loads a lab’s code beside its picture, as its language worker does', () => {
    const lab = pageHtml(template, {
      snapshot,
      preloads: {
        modules: ['/assets/lab-micropython-e5.js'],
        styles: ['/assets/pages-d4.css'],
        worker: { name: 'micropython', src: '/assets/micropython.worker-f6.js' },
      },
      isolated: true,
    });
    expect(lab).toContain('<div id="root" data-page-snapshot inert><main>');
    expect(lab).toContain('<script type="module" crossorigin src="/assets/index-a1.js">');
    expect(lab).toContain('<link rel="modulepreload" crossorigin href="/assets/jsx-b2.js">');
    expect(lab).toContain('<link rel="modulepreload" crossorigin href="/assets/lab-micropython-e5.js">');
    expect(lab).not.toContain('id="app-modules"');
    // Its stylesheet is asked for before any module, which would otherwise take the connections first.
    expect(lab.indexOf('<link rel="stylesheet" crossorigin href="/assets/pages-d4.css">')).toBeLessThan(
      lab.indexOf('<link rel="modulepreload"'),
    );
    // The entry's stylesheet stays before the page's, whose rules must win a tie of specificity.
    expect(lab.match(/index-e0\.css/g)).toHaveLength(1);
    expect(lab.indexOf('/assets/index-e0.css')).toBeLessThan(lab.indexOf('/assets/pages-d4.css'));
    expect(lab).toContain('data-worker-src="/assets/micropython.worker-f6.js" data-isolated');
  });

  it('leaves a build without the shell marker as it is', () => {
    const plain = template.replace('<!--shell-->', '').replace('<!--/shell-->', '');
    expect(pageHtml(plain, { snapshot })).toBe(plain);
  });
});

describe('pageSnapshots', () => {
  it('draws nothing when the build has no renderer', async () => {
    const root = path.join(work, 'no-renderer');
    fs.mkdirSync(root);
    expect(await pageSnapshots(root).render('http://localhost/articles', {})).toBeNull();
  });

  it('draws a page once for the same data, again when the data changes', async () => {
    const snapshots = pageSnapshots(webRootWithRenderer('kept'));
    const before = calls();
    const first = await snapshots.render('http://localhost/articles', { '/api/a': { title: 'One' } });
    expect(first).toEqual({
      head: '<title>One · TinkerLabs</title>',
      body: '<main>http://localhost/articles One</main>',
    });
    expect(await snapshots.render('http://localhost/articles', { '/api/a': { title: 'One' } })).toEqual(
      first,
    );
    expect(calls() - before).toBe(1);
    const changed = await snapshots.render('http://localhost/articles', { '/api/a': { title: 'Two' } });
    expect(changed?.body).toBe('<main>http://localhost/articles Two</main>');
    expect(calls() - before).toBe(2);
  });

  it('gives null for a page the renderer cannot draw, and tries again next time', async () => {
    const snapshots = pageSnapshots(webRootWithRenderer('fails', "throw new Error('needs a browser');"));
    const before = calls();
    expect(await snapshots.render('http://localhost/labs/x', {})).toBeNull();
    expect(await snapshots.render('http://localhost/labs/x', {})).toBeNull();
    expect(calls() - before).toBe(2);
  });

  it('stops drawing when a new build replaces the renderer it has loaded', async () => {
    const root = webRootWithRenderer('rebuilt');
    const snapshots = pageSnapshots(root);
    expect((await snapshots.render('http://localhost/a', {}))?.body).toBe(
      '<main>http://localhost/a none</main>',
    );
    const file = path.join(root, serverRenderFolder, 'page-snapshot.js');
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(file, later, later);
    expect(await snapshots.render('http://localhost/b', {})).toBeNull();
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

  it('sends an anonymous visitor the page drawn from its first data', async () => {
    // The first request may load the renderer after the page's wait; the page is drawn by then.
    await site.request('/articles/int8-quantisation-for-microcontrollers');
    const html = await (await site.request('/articles/int8-quantisation-for-microcontrollers')).text();
    expect(html).toContain(
      '<main>http://localhost:3000/articles/int8-quantisation-for-microcontrollers Quantising a neural network to int8 for microcontrollers</main>',
    );
    expect(html).toContain(
      '<title data-page-snapshot>Quantising a neural network to int8 for microcontrollers · TinkerLabs</title>',
    );
  });

  it('sends a visitor with a session the shell (the picture is of an anonymous visit)', async () => {
    const html = await (
      await site.request('/articles/int8-quantisation-for-microcontrollers', {
        headers: { cookie: 'tinkerlabs.session_token=abc' },
      })
    ).text();
    expect(html).toContain('<!--shell-->');
    expect(html).not.toContain('data-page-snapshot');
  });

  it('never sends the renderer itself', async () => {
    const response = await site.request(`/${serverRenderFolder}/page-snapshot.js`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('renderPageSnapshot');
  });
});

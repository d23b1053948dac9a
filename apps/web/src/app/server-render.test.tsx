// The server's render of a page, and the browser's hydration of it: the page is rendered from its
// loaders' reads through the fetch the server gives (each render its own), the browser starts from
// the state sent with it and keeps the server's elements (no mismatch, no second render), and a
// render that takes too long is abandoned.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mount, pageStateElementId } from './boot.tsx';
import { renderPage } from './server-render.tsx';

/** The hydrated app of a test, unmounted after it whatever happened. */
let hydratedRoot: { unmount(): void } | null = null;

afterEach(() => {
  hydratedRoot?.unmount();
  hydratedRoot = null;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

// Generous: in a fresh checkout a page's code is transformed on its first import.
const timeoutMs = 15_000;

const article = (slug: string, title: string) => ({
  slug,
  title,
  summary: 'Scales and zero points, written out.',
  author: { id: null, name: 'Priya Raman' },
  publishedAt: '2026-01-20T00:00:00.000Z',
  updatedAt: '2026-01-20T00:00:00.000Z',
  readingMinutes: 9,
  coverImage: '/uploads/cover.svg',
  tags: [{ slug: 'tinyml', name: 'TinyML' }],
});

/** The API as the server answers it in-process: the article list holds `title`, every other read is empty. */
function api(title: string, reads: string[] = []) {
  return vi.fn(async (input: RequestInfo | URL) => {
    const path = String(input);
    reads.push(path);
    if (path.startsWith('/api/articles?'))
      return Response.json({
        items: [article('a-slug', title)],
        page: 1,
        pageSize: 6,
        total: 1,
        totalPages: 1,
      });
    if (path === '/api/tags')
      return Response.json({ items: [{ slug: 'tinyml', name: 'TinyML', description: 'x' }] });
    if (path === '/api/auth/session') return Response.json({ viewer: null });
    return Response.json({ error: { code: 'not_found', message: 'Not found.' } }, { status: 404 });
  }) as unknown as typeof fetch;
}

describe('renderPage', () => {
  it('renders the page from its loaders’ reads, with its head tags apart and its state', async () => {
    const reads: string[] = [];
    const page = await renderPage('https://tinkerlabs.example/articles', {
      fetch: api('Quantising to int8', reads),
      timeoutMs,
    });
    expect(page?.kind).toBe('page');
    if (page?.kind !== 'page') return;
    expect(reads.sort()).toEqual(['/api/articles?page=1&pageSize=6', '/api/tags']);
    expect(page.status).toBe(200);
    expect(page.head).toContain('<title>Articles · TinkerLabs</title>');
    expect(page.head).toContain('<link rel="canonical" href="https://tinkerlabs.example/articles"/>');
    expect(page.body).toContain('Quantising to int8');
    expect(page.state.queries.queries.map((query) => query.queryKey[0]).sort()).toEqual(['articles', 'tags']);
  });

  it('renders requests side by side, each from its own reads', async () => {
    const [first, second] = await Promise.all([
      renderPage('https://tinkerlabs.example/articles', { fetch: api('The first list'), timeoutMs }),
      renderPage('https://tinkerlabs.example/articles', { fetch: api('The second list'), timeoutMs }),
    ]);
    expect(first?.kind === 'page' && first.body).toContain('The first list');
    expect(first?.kind === 'page' && first.body).not.toContain('The second list');
    expect(second?.kind === 'page' && second.body).toContain('The second list');
  });

  it('gives a missing record’s page its 404, for the app to draw', async () => {
    const page = await renderPage('https://tinkerlabs.example/articles/no-such-article', {
      fetch: api('x'),
      timeoutMs,
    });
    expect(page).toEqual({ kind: 'status', status: 404 });
  });

  it('abandons a render that takes too long, aborting its reads', async () => {
    let aborted = false;
    const never = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => {
            aborted = true;
            reject(new Error('aborted'));
          }),
        ),
    ) as unknown as typeof fetch;
    const started = Date.now();
    expect(
      await renderPage('https://tinkerlabs.example/articles', { fetch: never, timeoutMs: 100 }),
    ).toBeNull();
    expect(Date.now() - started).toBeLessThan(2_000);
    await vi.waitFor(() => expect(aborted).toBe(true));
  });
});

describe('hydration', () => {
  it(
    'keeps the server’s elements: no mismatch, no second render of the page',
    { timeout: 30_000 },
    async () => {
      const page = await renderPage('http://localhost:3000/articles', {
        fetch: api('Quantising to int8'),
        timeoutMs,
      });
      if (page?.kind !== 'page') throw new Error('not rendered');
      window.history.replaceState(null, '', '/articles');
      const container = document.createElement('div');
      container.id = 'root';
      container.setAttribute('data-server-rendered', '');
      container.setAttribute('inert', '');
      container.innerHTML = page.body;
      document.body.append(container);
      const state = document.createElement('script');
      state.type = 'application/json';
      state.id = pageStateElementId;
      state.textContent = JSON.stringify(page.state);
      document.body.append(state);
      const serverHeading = container.querySelector('main h1');
      const browserReads: string[] = [];
      vi.stubGlobal('fetch', api('Quantising to int8', browserReads));
      vi.stubGlobal('matchMedia', (query: string) => ({
        matches: false,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }));
      const errors = vi.spyOn(console, 'error');

      hydratedRoot = await mount(container);

      // The page's code is transformed on its first import in a fresh checkout: it may take seconds.
      await vi.waitFor(() => expect(container.hasAttribute('inert')).toBe(false), { timeout: 15_000 });
      expect(serverHeading?.isConnected).toBe(true);
      expect(container.querySelector('main h1')).toBe(serverHeading);
      expect(container.textContent).toContain('Quantising to int8');
      // (React notes that this test runs the server's renderer and the browser's in one realm: not a
      // mismatch, and impossible where each runs on its own side.)
      const said = errors.mock.calls.map((call) => String(call[0]));
      expect(said.filter((text) => !text.startsWith('Detected multiple renderers'))).toEqual([]);
      // The list came with the page: the browser asks only for the session.
      expect(browserReads.filter((path) => path.startsWith('/api/articles'))).toEqual([]);
    },
  );
});

describe('code on a rendered page', () => {
  const program = 'def blink(pin):\n    return pin.value(1)  # on\n';
  const withCode = vi.fn(async (input: RequestInfo | URL) => {
    const path = String(input);
    if (path === '/api/articles/a-slug')
      return Response.json({
        ...article('a-slug', 'Blinking in Python'),
        body: {
          type: 'doc',
          content: [
            { type: 'codeBlock', attrs: { language: 'python' }, content: [{ type: 'text', text: program }] },
          ],
        },
        headings: [],
      });
    if (path === '/api/auth/session') return Response.json({ viewer: null });
    return Response.json({ error: { code: 'not_found', message: 'Not found.' } }, { status: 404 });
  }) as unknown as typeof fetch;

  it('is highlighted by the server, and hydrated with the same spans', { timeout: 30_000 }, async () => {
    const page = await renderPage('http://localhost:3000/articles/a-slug', { fetch: withCode, timeoutMs });
    if (page?.kind !== 'page') throw new Error('not rendered');
    expect(page.body).toContain('<span class="tok-keyword">def</span>');
    expect(page.body).toContain('<span class="tok-comment"># on</span>');
    const highlight = page.state.queries.queries.find((query) => query.queryKey[0] === 'code-highlight');
    expect(highlight?.queryKey).toEqual(['code-highlight', 'python', program]);

    window.history.replaceState(null, '', '/articles/a-slug');
    const container = document.createElement('div');
    container.id = 'root';
    container.setAttribute('data-server-rendered', '');
    container.setAttribute('inert', '');
    container.innerHTML = page.body;
    document.body.append(container);
    const state = document.createElement('script');
    state.type = 'application/json';
    state.id = pageStateElementId;
    state.textContent = JSON.stringify(page.state);
    document.body.append(state);
    const serverKeyword = container.querySelector('pre .tok-keyword');
    vi.stubGlobal('fetch', withCode);
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const errors = vi.spyOn(console, 'error');

    hydratedRoot = await mount(container);

    await vi.waitFor(() => expect(container.hasAttribute('inert')).toBe(false), { timeout: 15_000 });
    expect(container.querySelector('pre .tok-keyword')).toBe(serverKeyword);
    expect(container.querySelector('pre code')!.textContent).toBe(program);
    const said = errors.mock.calls.map((call) => String(call[0]));
    expect(said.filter((text) => !text.startsWith('Detected multiple renderers'))).toEqual([]);
  });
});

/**
 * A stand-in for the web build's page renderer (apps/web/src/app/server-render.tsx) in a test's web
 * root: like the real one, it reads the page's record through the fetch the server gives it (here
 * `/api` + the page's path) and answers that read's 404 as the page's status; it draws `<main>` with
 * the address and the record's `title`, and counts its calls (`fakeRenderCalls`). The real renderer's
 * own behaviour is tested in the web app and the browser tests.
 * @example writeFakeRenderer(webRoot); const site = createApp({ config: { webRoot, … }, database });
 */
import fs from 'node:fs';
import path from 'node:path';
import { serverRenderFolder } from '../http/page-renderer.ts';

/** Writes the renderer into `webRoot`; `body` replaces its reading and drawing. */
export function writeFakeRenderer(webRoot: string, body?: string): void {
  fs.mkdirSync(path.join(webRoot, serverRenderFolder), { recursive: true });
  fs.writeFileSync(
    path.join(webRoot, serverRenderFolder, 'server-render.js'),
    `export async function renderPage(url, { fetch, markup = true }) {
      globalThis.fakeRenderCalls = (globalThis.fakeRenderCalls ?? 0) + 1;
      ${
        body ??
        `const response = await fetch('/api' + new URL(url).pathname);
      if (response.status === 404) return { kind: 'status', status: 404 };
      if (response.status !== 200 || !markup) return { kind: 'status', status: 200 };
      const { title } = await response.json();
      return { kind: 'page', status: 200, head: '<title>' + title + ' · TinkerLabs</title>',
        body: '<main>' + url + ' ' + title + '</main>', state: { queries: { title } } };`
      }
    }`,
  );
}

export const fakeRenderCalls = () => (globalThis as { fakeRenderCalls?: number }).fakeRenderCalls ?? 0;

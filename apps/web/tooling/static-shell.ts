// Writes the app's first paint into the built index.html: the layout's loading frame (header, empty
// main) from src/app/static-shell.tsx, rendered by tooling/render-static-shell.mjs in a process of its
// own. The browser paints the header as soon as the HTML and the stylesheet arrive, instead of after
// the entry script has downloaded and run; the app's first render replaces it with the same markup.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Plugin } from 'vite';

const emptyRoot = '<div id="root"></div>';

export function staticShell({ root }: { root: string }): Plugin {
  return {
    name: 'static-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!html.includes(emptyRoot)) throw new Error(`static-shell: index.html has no ${emptyRoot}.`);
        const markup = execFileSync(process.execPath, [path.join(root, 'tooling/render-static-shell.mjs')], {
          cwd: root,
          encoding: 'utf8',
          env: { ...process.env, NODE_ENV: 'production' },
        });
        // React hoists an image's preload hint before the markup: the document's head has its own.
        const shell = markup.replace(/^(<link [^>]*\/>)+/, '');
        // Marked, so the server can put a page's own first paint in its place (page-html.ts).
        return html.replace(emptyRoot, `<div id="root"><!--shell-->${shell}<!--/shell--></div>`);
      },
    },
  };
}

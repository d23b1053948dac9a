// Writes builds/page-preloads.json: for every page of the site (packages/contract/src/pages.ts), the
// files its first load needs beyond the entry's own: its route module's chunk (src/app/routes/<module>.tsx)
// with the chunks it imports, and its stylesheets. The server lists them in the page's HTML as
// `modulepreload` / `preload` links, so a first visit fetches the page's code alongside the entry
// instead of after it has run. Under `interactiveBlocksPreloadKey`, the same for the code of a document's
// interactive blocks (src/app/interactive-blocks.tsx and the modules it loads), which the server adds
// to a page whose document holds one.
import path from 'node:path';
// By its path: Vite bundles the config's relative imports, but loads a package's TypeScript with Node,
// which cannot run it.
import { interactiveBlocksPreloadKey, pages } from '../../../packages/contract/src/pages.ts';
import type { Plugin, Rolldown } from 'vite';

type BuiltChunk = Rolldown.OutputChunk;

export interface PagePreloads {
  /** Module scripts, as URL paths. */
  modules: string[];
  /** Stylesheets, as URL paths. */
  styles: string[];
  /** The language worker the page's HTML starts before the app (`earlyWorker` in the page list). */
  worker?: { name: string; src: string };
}

/** The renderer of interactive blocks and the modules it loads (src/app/interactive-block-modules.ts). */
const interactiveBlockModules = [
  'src/app/interactive-blocks.tsx',
  'src/features/lessons/components/lesson-block.tsx',
  'src/app/lab-widgets/lab-widget.tsx',
];

export function pagePreloads({ root }: { root: string }): Plugin {
  return {
    name: 'page-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output): output is BuiltChunk => output.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return;
      const loadedByEntry = closure(entry, byFile);
      const boot = bootChunk(chunks);
      if (boot) closure(boot, byFile, loadedByEntry);
      const pageStyles = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/styles/pages.css'));
      const routesDir = path.join(root, 'src/app/routes');

      const table: Record<string, PagePreloads> = {};
      for (const route of pages) {
        const modulePath = path.join(routesDir, `${route.module}.tsx`);
        const chunk = chunks.find((candidate) => candidate.facadeModuleId === modulePath);
        if (!chunk) this.error(`page-preloads: no chunk for ${route.module} (${route.path}).`);
        const files = [...closure(chunk, byFile)].filter((file) => !loadedByEntry.has(file));
        const styles = new Set(
          files.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]),
        );
        if (!route.firstLoadStyles) pageStyles?.viteMetadata?.importedCss.forEach((css) => styles.add(css));
        table[route.path] = {
          modules: files.map((file) => `/${file}`),
          styles: [...styles].map((file) => `/${file}`),
          ...(route.earlyWorker
            ? { worker: workerScript(route.earlyWorker, bundle, (message) => this.error(message)) }
            : {}),
        };
      }
      const blockChunks = chunks.filter((chunk) =>
        interactiveBlockModules.some((module) => chunk.facadeModuleId === path.join(root, module)),
      );
      if (blockChunks.length !== interactiveBlockModules.length)
        this.error(`page-preloads: no chunk for one of ${interactiveBlockModules.join(', ')}.`);
      const blockFiles = new Set<string>();
      for (const chunk of blockChunks) closure(chunk, byFile, blockFiles);
      const blockModules = [...blockFiles].filter((file) => !loadedByEntry.has(file));
      table[interactiveBlocksPreloadKey] = {
        modules: blockModules.map((file) => `/${file}`),
        styles: [
          ...new Set(
            blockModules.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]),
          ),
        ].map((file) => `/${file}`),
      };
      this.emitFile({ type: 'asset', fileName: 'builds/page-preloads.json', source: JSON.stringify(table) });
    },
  };
}

/** The app's start (src/app/boot.tsx), which the entry imports once the page has painted. */
export const bootChunk = (chunks: BuiltChunk[]) =>
  chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith('/src/app/boot.tsx')));

/**
 * Lists the app's start and the chunks it imports in index.html as module preloads: the entry
 * imports it only once the page has painted (src/main.tsx), and its download must not wait for that.
 */
export function bootPreloads(): Plugin {
  return {
    name: 'boot-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunks = Object.values(context.bundle ?? {}).filter(
          (output): output is BuiltChunk => output.type === 'chunk',
        );
        const boot = bootChunk(chunks);
        if (!boot) throw new Error('boot-preloads: the build has no chunk for src/app/boot.tsx.');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const links = [...closure(boot, byFile)]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
        return html.replace('</head>', `${links.join('\n    ')}\n  </head>`);
      },
    },
  };
}

/** The built script of the worker `lib/code-runners/<name>.worker.ts`, e.g. `assets/python.worker-<hash>.js`. */
function workerScript(
  name: string,
  bundle: Rolldown.OutputBundle,
  fail: (message: string) => never,
): { name: string; src: string } {
  const pattern = new RegExp(`^assets/${name}\\.worker-[\\w-]+\\.js$`);
  const file = Object.keys(bundle).find((fileName) => pattern.test(fileName));
  if (!file) fail(`page-preloads: no built worker script for the early worker "${name}".`);
  return { name, src: `/${file}` };
}

/** A chunk's file and the files of every chunk it imports statically, recursively. */
function closure(chunk: BuiltChunk, byFile: Map<string, BuiltChunk>, seen = new Set<string>()): Set<string> {
  if (seen.has(chunk.fileName)) return seen;
  seen.add(chunk.fileName);
  for (const file of chunk.imports) {
    const imported = byFile.get(file);
    if (imported) closure(imported, byFile, seen);
  }
  return seen;
}

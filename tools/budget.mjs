// `npm run budget`: a production build of the web app, then the home route's initial JS and CSS
// (gzip) — the entry, its static imports, the app's start (app/boot.tsx, which every page loads), the
// home route module and their imports. Fails above 130 kB,
// or when a heavy library (editor, maths, 3D, labs) is part of that initial load.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'vite';
import { repoRoot } from './build-state.mjs';

const budgetBytes = 130 * 1000;
const heavyModules =
  /node_modules\/(katex|@tiptap|prosemirror-[a-z]+|three|@codemirror|pyodide|@tensorflow|d3(-[a-z]+)?|@micropython|@yowasp|@bjorn3)\//;

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tinkerlabs-budget-'));
/** @type {Record<string, { fileName: string, imports: string[], css: string[], modules: string[], facade: string | null, isEntry: boolean }>} */
const chunks = {};

await build({
  root: path.join(repoRoot, 'apps/web'),
  configFile: path.join(repoRoot, 'apps/web/vite.config.ts'),
  mode: 'production',
  logLevel: 'warn',
  build: { outDir, emptyOutDir: true },
  plugins: [
    {
      name: 'record-chunks',
      generateBundle(_options, bundle) {
        for (const item of Object.values(bundle)) {
          if (item.type !== 'chunk') continue;
          chunks[item.fileName] = {
            fileName: item.fileName,
            imports: item.imports,
            css: [...(item.viteMetadata?.importedCss ?? [])],
            modules: item.moduleIds,
            facade: item.facadeModuleId,
            isEntry: item.isEntry,
          };
        }
      },
    },
  ],
});

const entry = Object.values(chunks).find((chunk) => chunk.isEntry);
// The app's start: the entry imports it once the page has painted, and every page loads it.
const boot = Object.values(chunks).find((chunk) =>
  chunk.modules.some((/** @type {string} */ id) => id.endsWith('src/app/boot.tsx')),
);
const home = Object.values(chunks).find((chunk) => chunk.facade?.endsWith('src/app/routes/home.tsx'));
if (!entry || !boot || !home)
  throw new Error(
    'Could not find the entry chunk, the app start (boot.tsx) or the home route chunk in the build.',
  );

/**
 * Adds a chunk's file, its stylesheets and, recursively, the chunks it imports to `files`.
 * @param {Set<string>} files @param {string} fileName
 */
const include = (files, fileName) => {
  if (files.has(fileName)) return;
  files.add(fileName);
  const chunk = chunks[fileName];
  chunk?.css.forEach((css) => files.add(css));
  chunk?.imports.forEach((imported) => include(files, imported));
};
/** @type {Map<string, number>} */
const gzipSizes = new Map();
/** A built file's size, gzip level 9, measured once (pages share most of their files). @param {string} fileName */
const gzipSize = (fileName) => {
  let size = gzipSizes.get(fileName);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(path.join(outDir, fileName)), { level: 9 }).length;
    gzipSizes.set(fileName, size);
  }
  return size;
};
/** @type {Set<string>} */
const initial = new Set();
include(initial, entry.fileName);
include(initial, boot.fileName);
include(initial, home.fileName);

let total = 0;
const rows = [...initial].sort().map((fileName) => {
  const gzip = gzipSize(fileName);
  total += gzip;
  return { file: fileName, 'gzip kB': (gzip / 1000).toFixed(1) };
});
console.table(rows);

const js = rows.filter((r) => r.file.endsWith('.js')).reduce((sum, r) => sum + Number(r['gzip kB']), 0);
const css = rows.filter((r) => r.file.endsWith('.css')).reduce((sum, r) => sum + Number(r['gzip kB']), 0);
console.log(
  `Home route initial load: JS ${js.toFixed(1)} kB + CSS ${css.toFixed(1)} kB = ${(total / 1000).toFixed(1)} kB gzip (budget ${budgetBytes / 1000} kB)`,
);

const heavy = [...initial].flatMap((fileName) =>
  (chunks[fileName]?.modules ?? []).filter((id) => heavyModules.test(id)).map((id) => `${fileName}: ${id}`),
);

// Every page's first load: the entry's files (with the app's start) and the page's own, as the server
// lists them in its HTML (builds/page-preloads.json, written by the build).
/** @type {Set<string>} */
const entryFiles = new Set();
include(entryFiles, entry.fileName);
include(entryFiles, boot.fileName);
const entryBytes = [...entryFiles].reduce((sum, fileName) => sum + gzipSize(fileName), 0);
/** @type {Record<string, { modules: string[], styles: string[] }>} */
const pagePreloads = JSON.parse(fs.readFileSync(path.join(outDir, 'builds/page-preloads.json'), 'utf8'));
console.log(
  `\nFirst load of every page (gzip kB): the entry's ${(entryBytes / 1000).toFixed(1)} kB and the page's own files`,
);
console.table(
  Object.entries(pagePreloads)
    .filter(([page]) => !page.startsWith('/dashboard'))
    .map(([page, { modules, styles }]) => {
      const own = [...modules, ...styles].reduce((sum, url) => sum + gzipSize(url.slice(1)), 0);
      return {
        page,
        files: 1 + entryFiles.size + modules.length + styles.length,
        'page kB': (own / 1000).toFixed(1),
        'total kB': ((entryBytes + own) / 1000).toFixed(1),
      };
    }),
);
fs.rmSync(outDir, { recursive: true, force: true });

if (heavy.length > 0) {
  console.error(
    `Heavy libraries are part of the home page's initial load:\n${heavy.slice(0, 20).join('\n')}`,
  );
  process.exit(1);
}
if (total > budgetBytes) {
  console.error(`Over budget by ${((total - budgetBytes) / 1000).toFixed(1)} kB.`);
  process.exit(1);
}
console.log('Within budget.');

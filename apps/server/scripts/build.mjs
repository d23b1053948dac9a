// Bundles the server into dist/main.js: workspace packages are inlined, npm dependencies stay external.
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

await build({
  entryPoints: [path.join(here, '../src/main.ts')],
  outfile: path.join(here, '../dist/main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  packages: 'external',
  plugins: [
    {
      name: 'inline-workspace-packages',
      setup(b) {
        b.onResolve({ filter: /^@tinkerlabs\// }, (args) => ({
          path: path.join(
            here,
            '../../../packages',
            args.path.replace('@tinkerlabs/', '').replace('/', '/src/') + '.ts',
          ),
        }));
      },
    },
  ],
  logLevel: 'warning',
});
console.log('Built apps/server/dist/main.js');

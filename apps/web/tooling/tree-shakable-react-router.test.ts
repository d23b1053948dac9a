// The plugin on React Router's own production build: its names go, its factories become pure, and a
// bundle that uses none of its components keeps none of them.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rolldown, type Plugin } from 'rolldown';
import { expect, it } from 'vitest';
import { treeShakableReactRouter, treeShakableReactRouterPlugin } from './tree-shakable-react-router.ts';

const productionIndex = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);
const productionChunks = fs
  .readdirSync(path.dirname(productionIndex))
  .filter((name) => /^chunk-.+\.mjs$/.test(name))
  .map((name) => fs.readFileSync(path.join(path.dirname(productionIndex), name), 'utf8'));

it('drops the top-level displayName writes and marks the contexts and components pure', () => {
  const main = productionChunks.find((code) => code.includes('var NavLink = '));
  expect(main).toBeDefined();
  expect(main).toMatch(/^NavLink\.displayName = "NavLink";$/m);
  const changed = treeShakableReactRouter(main!)!.code;
  expect(changed).not.toMatch(/^\w+\.displayName = /m);
  expect(changed).toMatch(/^var NavLink = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m);
  expect(changed).toMatch(/^var DataRouterContext = \/\* @__PURE__ \*\/ React\d*\.createContext\(/m);
  expect(changed).not.toMatch(/^var \w+ = React\d*\.(createContext|forwardRef)\(/m);
  // Names set inside functions stay (the fetcher's form is made when a fetcher is).
  expect(changed).toContain('FetcherForm2.displayName = "fetcher.Form"');
});

it('leaves code that has nothing to change alone', () => {
  expect(treeShakableReactRouter('export const answer = 42;\n')).toBeNull();
});

/** A bundle of an entry that uses React Router's hooks but none of its components. */
async function bundleHooksOnly(plugins: Plugin[]): Promise<string> {
  const entry: Plugin = {
    name: 'entry',
    resolveId: (id) => (id === 'entry' ? id : id === 'react-router' ? productionIndex : null),
    load: (id) =>
      id === 'entry'
        ? "import { useHref, useLinkClickHandler } from 'react-router';\nexport { useHref, useLinkClickHandler };"
        : null,
  };
  const bundle = await rolldown({
    input: 'entry',
    external: [/^react(-dom)?(\/|$)/],
    plugins: [entry, ...plugins],
  });
  const { output } = await bundle.generate({ format: 'esm' });
  await bundle.close();
  return output.map((chunk) => (chunk.type === 'chunk' ? chunk.code : '')).join('\n');
}

it('lets the bundler leave out the components an app does not use', async () => {
  const without = await bundleHooksOnly([]);
  const withPlugin = await bundleHooksOnly([treeShakableReactRouterPlugin() as Plugin]);
  for (const component of ['NavLinkWithRef', 'LinkWithRef'])
    expect({ component, kept: without.includes(component) }).toEqual({ component, kept: true });
  for (const component of ['NavLinkWithRef', 'LinkWithRef'])
    expect({ component, kept: withPlugin.includes(component) }).toEqual({ component, kept: false });
  expect(withPlugin.length).toBeLessThan(without.length);
}, 60_000);

// Lets the bundler drop the parts of React Router the app does not use. Its production build names its
// contexts and components at the top level (`Link.displayName = "Link"`) and creates them with calls no
// bundler knows to be pure (`React.createContext(…)`, `React.forwardRef(…)`), so every one of them stays
// in the app's start, used or not (NavLink, Form, the fetchers' form, the framework's contexts …).
// React Router has a change to the same end open upstream (remix-run/react-router#15299, for Link, NavLink
// and Form); remove this plugin once a release makes them all removable.
// Here, in its production build only: the names are dropped (React DevTools then shows the functions'
// own names, `LinkWithRef` …) and the calls are marked pure. Measured: 1.8 kB gzip off every page's first
// load (`npm run budget`, 2026-12-04: 133.4 → 131.6 kB).
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

const productionChunk = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-[^\\/]+\.mjs$/;
const displayNameWrite = /^\w+\.displayName = "[^"\n]*";$/gm;
const componentFactoryCall = /^var \w+ = (React\d*\.(?:createContext|forwardRef)\()/gm;

/** React Router's production build, with its top-level `displayName` writes removed and its factories pure. */
export function treeShakableReactRouter(
  code: string,
): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  const source = new MagicString(code);
  for (const match of code.matchAll(displayNameWrite))
    source.remove(match.index, match.index + match[0].length);
  for (const match of code.matchAll(componentFactoryCall))
    source.appendLeft(match.index + match[0].length - match[1]!.length, '/* @__PURE__ */ ');
  if (!source.hasChanged()) return null;
  return { code: source.toString(), map: source.generateMap({ hires: 'boundary' }) };
}

export function treeShakableReactRouterPlugin(): Plugin {
  let seen = false;
  let changed = false;
  return {
    name: 'tree-shakable-react-router',
    apply: 'build',
    buildStart() {
      seen = changed = false;
    },
    transform: {
      filter: { id: productionChunk },
      handler(code) {
        seen = true;
        const result = treeShakableReactRouter(code);
        if (result) changed = true;
        return result;
      },
    },
    buildEnd(error) {
      // The build uses React Router's production build (tooling/build-aliases.ts); should a release
      // write it differently, say so rather than let the first load grow unnoticed.
      if (!error && seen && !changed)
        this.error(
          "tooling/tree-shakable-react-router.ts found nothing to change in React Router's production build: check its patterns against the new release.",
        );
    },
  };
}

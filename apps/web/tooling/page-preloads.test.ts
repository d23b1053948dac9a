import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageRoutes } from '../src/app/page-routes.ts';
import { readRouteModules } from './page-preloads.ts';

describe('readRouteModules', () => {
  const source = fs.readFileSync(path.join(import.meta.dirname, '../src/app/page-routes.ts'), 'utf8');

  it('finds every page of the route table with its module and styling', () => {
    const routes = readRouteModules(source);
    expect(routes.map((route) => route.path)).toEqual(pageRoutes.map((route) => route.path));
    expect(routes.filter((route) => route.firstLoadStyles).map((route) => route.path)).toEqual(
      pageRoutes.filter((route) => route.firstLoadStyles).map((route) => route.path),
    );
    expect(routes.find((route) => route.path === '/articles/:slug')?.module).toBe(
      'routes/articles/article.tsx',
    );
    expect(routes.map((route) => route.earlyWorker)).toEqual(
      pageRoutes.map((route) => route.earlyWorker ?? null),
    );
    for (const route of routes.filter((candidate) => candidate.earlyWorker))
      expect(
        fs.existsSync(
          path.join(import.meta.dirname, `../src/lib/code-runners/${route.earlyWorker}.worker.ts`),
        ),
      ).toBe(true);
    for (const route of routes)
      expect(fs.existsSync(path.join(import.meta.dirname, '../src/app', route.module))).toBe(true);
  });

  it('reads entries written over several lines', () => {
    const routes = readRouteModules(`export const a = [
  {
    path: '/x/:slug',
    load: () => import('./routes/x.tsx'),
    params: { slug: 'slug' },
  },
  { path: '/', load: () => import('./routes/home.tsx'), firstLoadStyles: true },
];
export const b = [
  { path: '/y', load: () => import('./routes/y.tsx') },
  { path: '/z', load: () => import('./routes/z.tsx'), earlyWorker: 'cpp-compiler' },
];`);
    expect(routes).toEqual([
      { path: '/x/:slug', module: 'routes/x.tsx', firstLoadStyles: false, earlyWorker: null },
      { path: '/', module: 'routes/home.tsx', firstLoadStyles: true, earlyWorker: null },
      { path: '/y', module: 'routes/y.tsx', firstLoadStyles: false, earlyWorker: null },
      { path: '/z', module: 'routes/z.tsx', firstLoadStyles: false, earlyWorker: 'cpp-compiler' },
    ]);
  });
});

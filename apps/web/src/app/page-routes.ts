/**
 * Every page of the site, as the product spec lists them (section 2). Each page is a lazily loaded
 * route module (a `Component` and, optionally, a `loader`); `params` names the check each dynamic segment must pass, and `middleware` the named
 * guards that run before the page loads.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from '@/lib/router/index.ts';
import type { ParamRule } from '@/lib/route-params.ts';

/**
 * A route module's optional data loader: it starts (or awaits) the page's queries in the shared cache,
 * so the data loads alongside the module's code. Throwing an AppError shows the error view.
 */
export type PageLoader = (args: LoaderFunctionArgs, queryClient: QueryClient) => unknown;

export interface PageModule {
  Component: ComponentType;
  loader?: PageLoader;
}

export interface PageRoute {
  path: string;
  load: () => Promise<PageModule>;
  params?: Record<string, ParamRule>;
  middleware?: string[];
  /** Styled by the first-load stylesheet alone (index.css), so it does not wait for styles/pages.css. */
  firstLoadStyles?: boolean;
  /**
   * The language worker (`lib/code-runners/<name>.worker.ts`) the page's HTML starts before the app
   * has loaded (public/early-worker.js, lib/code-runners/early-workers.ts), so the runtime downloads
   * meanwhile.
   */
  earlyWorker?: string;
}

export const publicRoutes: PageRoute[] = [
  { path: '/', load: () => import('./routes/home.tsx'), firstLoadStyles: true },
  { path: '/about', load: () => import('./routes/about.tsx') },
  { path: '/why_us', load: () => import('./routes/why-us.tsx') },
  { path: '/contact', load: () => import('./routes/contact.tsx') },
  { path: '/blogs', load: () => import('./routes/blogs/blog-list.tsx') },
  { path: '/blog/:slug', load: () => import('./routes/blogs/blog-post.tsx'), params: { slug: 'slug' } },
  { path: '/articles', load: () => import('./routes/articles/article-list.tsx') },
  { path: '/articles/:slug', load: () => import('./routes/articles/article.tsx'), params: { slug: 'slug' } },
  { path: '/projects', load: () => import('./routes/projects/project-list.tsx') },
  { path: '/projects/:slug', load: () => import('./routes/projects/project.tsx'), params: { slug: 'slug' } },
  { path: '/resources', load: () => import('./routes/resources/resource-list.tsx') },
  {
    path: '/resources/:slug',
    load: () => import('./routes/resources/resource.tsx'),
    params: { slug: 'slug' },
  },
  { path: '/resources/rl/books', load: () => import('./routes/resources/rl-books.tsx') },
  { path: '/resources/rl/papers', load: () => import('./routes/resources/rl-papers.tsx') },
  { path: '/resources/rl/courses', load: () => import('./routes/resources/rl-courses.tsx') },
  { path: '/stores', load: () => import('./routes/stores/store-list.tsx') },
  { path: '/stores/:slug', load: () => import('./routes/stores/store.tsx'), params: { slug: 'slug' } },
  { path: '/knowledge-hub', load: () => import('./routes/knowledge-hub.tsx') },
  { path: '/youniversity', load: () => import('./routes/youniversity.tsx') },
  { path: '/learninghub', load: () => import('./routes/learninghub/hub.tsx') },
  {
    path: '/learninghub/:domain_slug',
    load: () => import('./routes/learninghub/domain.tsx'),
    params: { domain_slug: 'slug' },
  },
  {
    path: '/learninghub/:domain_slug/:topic_slug',
    load: () => import('./routes/learninghub/topic.tsx'),
    params: { domain_slug: 'slug', topic_slug: 'slug' },
  },
  { path: '/coordinate-transformation-d3', load: () => import('./routes/coordinate-transformation.tsx') },
];

export const authRoutes: PageRoute[] = [
  { path: '/auth/login', load: () => import('./routes/auth/login.tsx') },
  { path: '/auth/confirm', load: () => import('./routes/auth/confirm.tsx') },
];

export const labRoutes: PageRoute[] = [
  { path: '/labs', load: () => import('./routes/labs/labs.tsx') },
  { path: '/labs/hardware', load: () => import('./routes/labs/hardware.tsx') },
  { path: '/labs/development-boards', load: () => import('./routes/labs/development-boards.tsx') },
  { path: '/labs/simulators', load: () => import('./routes/labs/simulators.tsx') },
  { path: '/labs/simulators/rl', load: () => import('./routes/labs/simulators/rl.tsx') },
  { path: '/labs/simulators/github', load: () => import('./routes/labs/simulators/github.tsx') },
  { path: '/labs/simulators/emulators', load: () => import('./routes/labs/simulators/emulators.tsx') },
  {
    path: '/labs/simulators/maze-simulators',
    load: () => import('./routes/labs/simulators/maze-simulators.tsx'),
  },
  {
    path: '/labs/simulators/micro-mouse-qt-sim',
    load: () => import('./routes/labs/simulators/micro-mouse-qt-sim.tsx'),
  },
  { path: '/labs/programming', load: () => import('./routes/labs/programming.tsx') },
  {
    path: '/labs/programming/cpp',
    load: () => import('./routes/labs/programming/cpp.tsx'),
    earlyWorker: 'cpp-compiler',
  },
  {
    path: '/labs/programming/python',
    load: () => import('./routes/labs/programming/python.tsx'),
    earlyWorker: 'python',
  },
  { path: '/labs/programming/tinyml', load: () => import('./routes/labs/programming/tinyml.tsx') },
  {
    path: '/labs/programming/micropython',
    load: () => import('./routes/labs/programming/micropython.tsx'),
    earlyWorker: 'micropython',
  },
];

export const simulationRoutes: PageRoute[] = [
  { path: '/simulations/ScaraRobot', load: () => import('./routes/simulations/scara-robot.tsx') },
  { path: '/simulations/CartesianRobot', load: () => import('./routes/simulations/cartesian-robot.tsx') },
  { path: '/simulations/SphericalRobot', load: () => import('./routes/simulations/spherical-robot.tsx') },
  { path: '/simulations/CylindricalRobot', load: () => import('./routes/simulations/cylindrical-robot.tsx') },
];

export const dashboardRoutes: PageRoute[] = [
  { path: '/dashboard', load: () => import('./routes/dashboard/overview.tsx'), middleware: ['auth'] },
  { path: '/dashboard/profile', load: () => import('./routes/dashboard/profile.tsx'), middleware: ['auth'] },
  { path: '/dashboard/labs', load: () => import('./routes/dashboard/labs.tsx'), middleware: ['admin'] },
  {
    path: '/dashboard/items',
    load: () => import('./routes/dashboard/items/item-list.tsx'),
    middleware: ['admin'],
  },
  {
    path: '/dashboard/items/review',
    load: () => import('./routes/dashboard/items/item-review.tsx'),
    middleware: ['admin'],
  },
  {
    path: '/dashboard/items/suggest',
    load: () => import('./routes/dashboard/items/item-suggest.tsx'),
    middleware: ['auth'],
  },
  {
    path: '/dashboard/items/:unique_key/edit',
    load: () => import('./routes/dashboard/items/item-edit.tsx'),
    params: { unique_key: 'uniqueKey' },
    middleware: ['admin'],
  },
  {
    path: '/dashboard/stores',
    load: () => import('./routes/dashboard/stores/store-list.tsx'),
    middleware: ['admin'],
  },
  {
    path: '/dashboard/stores/review',
    load: () => import('./routes/dashboard/stores/store-review.tsx'),
    middleware: ['admin'],
  },
  {
    path: '/dashboard/stores/suggest',
    load: () => import('./routes/dashboard/stores/store-suggest.tsx'),
    middleware: ['auth'],
  },
  {
    path: '/dashboard/stores/:slug/edit',
    load: () => import('./routes/dashboard/stores/store-edit.tsx'),
    params: { slug: 'slug' },
    middleware: ['admin'],
  },
  {
    path: '/dashboard/messages',
    load: () => import('./routes/dashboard/messages.tsx'),
    middleware: ['admin'],
  },
  {
    path: '/dashboard/projects',
    load: () => import('./routes/dashboard/projects/project-list.tsx'),
    middleware: ['admin'],
  },
  {
    path: '/dashboard/projects/review',
    load: () => import('./routes/dashboard/projects/project-review.tsx'),
    middleware: ['admin'],
  },
  {
    path: '/dashboard/projects/submit',
    load: () => import('./routes/dashboard/projects/project-submit.tsx'),
    middleware: ['auth'],
  },
  {
    path: '/dashboard/projects/:slug/edit',
    load: () => import('./routes/dashboard/projects/project-edit.tsx'),
    params: { slug: 'slug' },
    middleware: ['admin'],
  },
  {
    path: '/dashboard/articles/editor',
    load: () => import('./routes/dashboard/articles/article-editor.tsx'),
    middleware: ['auth'],
  },
  {
    path: '/dashboard/articles/review',
    load: () => import('./routes/dashboard/articles/article-review.tsx'),
    middleware: ['admin'],
  },
  {
    path: '/dashboard/resources',
    load: () => import('./routes/dashboard/resources.tsx'),
    middleware: ['admin'],
  },
  {
    path: '/dashboard/learninghub',
    load: () => import('./routes/dashboard/learninghub/domains.tsx'),
    middleware: ['admin'],
  },
  {
    path: '/dashboard/learninghub/editor',
    load: () => import('./routes/dashboard/learninghub/topic-editor.tsx'),
    middleware: ['admin'],
  },
];

export const pageRoutes: PageRoute[] = [
  ...publicRoutes,
  ...authRoutes,
  ...labRoutes,
  ...simulationRoutes,
  ...dashboardRoutes,
];

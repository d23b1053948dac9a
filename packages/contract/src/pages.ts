/**
 * Every page of the site (product spec, section 2), defined once: the web app builds its routes from
 * this list (apps/web/src/app/page-routes.ts, each page's `module` under src/app/routes/), the server
 * answers 404 for a path none of them matches, draws public pages for a first visit, isolates the
 * pages that need it and lists the sitemap from it, and the web build finds each page's code by its
 * module (apps/web/tooling/page-preloads.ts). To add a page, add it here and write its module.
 */

/** Checks of route parameters: a slug (`esp32-devkit-v1`) or a store item's key (`LM7805_TO220`). */
export const paramPatterns = {
  slug: /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
  uniqueKey: /^[A-Za-z0-9](?:[A-Za-z0-9._-]{0,98}[A-Za-z0-9])?$/,
} as const;
export type ParamRule = keyof typeof paramPatterns;

/** Who may open a page: anyone, a signed-in member, or an administrator (the app guards the last two). */
export type PageAccess = 'public' | 'member' | 'admin';

export interface PageDefinition {
  path: string;
  /** The page's route module in apps/web/src/app/routes/, without `.tsx`. */
  module: string;
  /** The check each dynamic segment must pass; a failing one is no match (404). */
  params?: Record<string, ParamRule>;
  /** Default `public`. */
  access?: PageAccess;
  /** False for a public page the sitemap leaves out (sign-in). Pages with parameters list their records. */
  sitemap?: false;
  /**
   * Sent cross-origin isolated (COEP), for a lab that shares memory with its worker
   * (SharedArrayBuffer); client-side navigation to it becomes a full page load.
   */
  isolated?: true;
  /**
   * The language worker (`lib/code-runners/<name>.worker.ts`) the page's HTML starts before the app
   * has loaded, so its runtime downloads meanwhile.
   */
  earlyWorker?: string;
  /** Styled by the first-load stylesheet alone (index.css): it does not wait for styles/pages.css. */
  firstLoadStyles?: true;
  /** Only while developing (the mailbox that stands in for SMTP). */
  development?: true;
  /**
   * A lab: its page shows a "Learn the theory" card with the lessons that use it (GET /api/labs/lessons,
   * see lab-lessons.ts), and lessons link to it.
   */
  lab?: true;
}

/**
 * The key under which the build's page table (builds/page-preloads.json) lists the code of a document's
 * interactive blocks, which the server adds to a page whose document holds one (not a path: those
 * start with `/`).
 */
export const interactiveBlocksPreloadKey = 'interactive-blocks';

const slug = { slug: 'slug' } as const;

export const pages: readonly PageDefinition[] = [
  { path: '/', module: 'home', firstLoadStyles: true },
  { path: '/about', module: 'about' },
  { path: '/why_us', module: 'why-us' },
  { path: '/contact', module: 'contact' },
  { path: '/blogs', module: 'blogs/blog-list' },
  { path: '/blog/:slug', module: 'blogs/blog-post', params: slug },
  { path: '/articles', module: 'articles/article-list' },
  { path: '/articles/:slug', module: 'articles/article', params: slug },
  { path: '/projects', module: 'projects/project-list' },
  { path: '/projects/:slug', module: 'projects/project', params: slug },
  { path: '/resources', module: 'resources/resource-list' },
  { path: '/resources/:slug', module: 'resources/resource', params: slug },
  { path: '/resources/rl/books', module: 'resources/rl-books' },
  { path: '/resources/rl/papers', module: 'resources/rl-papers' },
  { path: '/resources/rl/courses', module: 'resources/rl-courses' },
  { path: '/stores', module: 'stores/store-list' },
  { path: '/stores/:slug', module: 'stores/store', params: slug },
  { path: '/knowledge-hub', module: 'knowledge-hub' },
  { path: '/youniversity', module: 'youniversity' },
  { path: '/learninghub', module: 'learninghub/hub' },
  { path: '/learninghub/:domain_slug', module: 'learninghub/domain', params: { domain_slug: 'slug' } },
  {
    path: '/learninghub/:domain_slug/:topic_slug',
    module: 'learninghub/topic',
    params: { domain_slug: 'slug', topic_slug: 'slug' },
    // A lesson's MicroPython cells share memory with their worker, as the MicroPython lab does.
    isolated: true,
  },
  { path: '/coordinate-transformation-d3', module: 'coordinate-transformation', lab: true },
  { path: '/auth/login', module: 'auth/login', sitemap: false },
  { path: '/auth/confirm', module: 'auth/confirm', sitemap: false },
  { path: '/labs', module: 'labs/labs' },
  { path: '/labs/hardware', module: 'labs/hardware' },
  { path: '/labs/development-boards', module: 'labs/development-boards' },
  { path: '/labs/simulators', module: 'labs/simulators' },
  { path: '/labs/simulators/rl', module: 'labs/simulators/rl', lab: true },
  { path: '/labs/simulators/github', module: 'labs/simulators/github' },
  { path: '/labs/simulators/emulators', module: 'labs/simulators/emulators' },
  { path: '/labs/simulators/maze-simulators', module: 'labs/simulators/maze-simulators', lab: true },
  { path: '/labs/simulators/micro-mouse-qt-sim', module: 'labs/simulators/micro-mouse-qt-sim', lab: true },
  { path: '/labs/programming', module: 'labs/programming' },
  { path: '/labs/programming/cpp', module: 'labs/programming/cpp', earlyWorker: 'cpp-compiler', lab: true },
  {
    path: '/labs/programming/python',
    module: 'labs/programming/python',
    isolated: true,
    earlyWorker: 'python',
    lab: true,
  },
  { path: '/labs/programming/tinyml', module: 'labs/programming/tinyml', lab: true },
  {
    path: '/labs/programming/micropython',
    module: 'labs/programming/micropython',
    isolated: true,
    earlyWorker: 'micropython',
    lab: true,
  },
  { path: '/simulations/ScaraRobot', module: 'simulations/scara-robot', lab: true },
  { path: '/simulations/CartesianRobot', module: 'simulations/cartesian-robot', lab: true },
  { path: '/simulations/SphericalRobot', module: 'simulations/spherical-robot', lab: true },
  { path: '/simulations/CylindricalRobot', module: 'simulations/cylindrical-robot', lab: true },
  { path: '/dashboard', module: 'dashboard/overview', access: 'member' },
  { path: '/dashboard/profile', module: 'dashboard/profile', access: 'member' },
  { path: '/dashboard/learning', module: 'dashboard/learning', access: 'member' },
  { path: '/dashboard/labs', module: 'dashboard/labs', access: 'admin' },
  { path: '/dashboard/items', module: 'dashboard/items/item-list', access: 'admin' },
  { path: '/dashboard/items/review', module: 'dashboard/items/item-review', access: 'admin' },
  { path: '/dashboard/items/suggest', module: 'dashboard/items/item-suggest', access: 'member' },
  {
    path: '/dashboard/items/:unique_key/edit',
    module: 'dashboard/items/item-edit',
    params: { unique_key: 'uniqueKey' },
    access: 'admin',
  },
  { path: '/dashboard/stores', module: 'dashboard/stores/store-list', access: 'admin' },
  { path: '/dashboard/stores/review', module: 'dashboard/stores/store-review', access: 'admin' },
  { path: '/dashboard/stores/suggest', module: 'dashboard/stores/store-suggest', access: 'member' },
  {
    path: '/dashboard/stores/:slug/edit',
    module: 'dashboard/stores/store-edit',
    params: slug,
    access: 'admin',
  },
  { path: '/dashboard/messages', module: 'dashboard/messages', access: 'admin' },
  { path: '/dashboard/projects', module: 'dashboard/projects/project-list', access: 'admin' },
  { path: '/dashboard/projects/review', module: 'dashboard/projects/project-review', access: 'admin' },
  { path: '/dashboard/projects/submit', module: 'dashboard/projects/project-submit', access: 'member' },
  {
    path: '/dashboard/projects/:slug/edit',
    module: 'dashboard/projects/project-edit',
    params: slug,
    access: 'admin',
  },
  { path: '/dashboard/articles/editor', module: 'dashboard/articles/article-editor', access: 'member' },
  { path: '/dashboard/articles/review', module: 'dashboard/articles/article-review', access: 'admin' },
  { path: '/dashboard/resources', module: 'dashboard/resources', access: 'admin' },
  { path: '/dashboard/learninghub', module: 'dashboard/learninghub/domains', access: 'admin' },
  { path: '/dashboard/learninghub/editor', module: 'dashboard/learninghub/topic-editor', access: 'admin' },
  { path: '/dev/mailbox', module: 'dev/mailbox', sitemap: false, development: true },
];

/** The pages a server in this mode serves: without the development pages in production. */
export const pagesFor = (nodeEnv: string): readonly PageDefinition[] =>
  nodeEnv === 'production' ? pages.filter((page) => !page.development) : pages;

/** The public pages without parameters the sitemap lists (before every published record). */
export const sitemapPaths: readonly string[] = pages
  .filter((page) => (page.access ?? 'public') === 'public' && !page.params && page.sitemap !== false)
  .map((page) => page.path);

/** Whether the page at `pathname` is sent cross-origin isolated. */
export const isIsolatedPage = (pathname: string) => matchPage(pathname, pages)?.page.isolated === true;

export interface PageMatch {
  page: PageDefinition;
  params: Record<string, string>;
}

/**
 * The page a path names, with its decoded parameters, or null. Parameters that fail their check do not match.
 * @example matchPage('/articles/pid-control', pages) // { page: …, params: { slug: 'pid-control' } }
 */
export function matchPage(pathname: string, pages: readonly PageDefinition[]): PageMatch | null {
  const segments = pathname === '/' ? [''] : pathname.replace(/\/$/, '').split('/').slice(1);
  for (const page of pages) {
    const pattern = page.path === '/' ? [''] : page.path.split('/').slice(1);
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, i) => {
      const segment = segments[i]!;
      if (!part.startsWith(':')) return part === segment;
      let value: string;
      try {
        value = decodeURIComponent(segment);
      } catch {
        return false;
      }
      const rule = page.params?.[part.slice(1)];
      if (rule && (value.length > 200 || !paramPatterns[rule].test(value))) return false;
      params[part.slice(1)] = value;
      return true;
    });
    if (matches) return { page, params };
  }
  return null;
}

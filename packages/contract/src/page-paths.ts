/**
 * Every page of the site (product spec, section 2), shared by the web app's route table and the
 * server: the server answers HTTP 404 (still with the app, which shows its not-found view) for a
 * path that matches none of these, whose parameter fails its check, or whose record the public API
 * does not show. The web app's route table is checked against this list by a test.
 */

/** Checks of route parameters: a slug (`esp32-devkit-v1`) or a store item's key (`LM7805_TO220`). */
export const paramPatterns = {
  slug: /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
  uniqueKey: /^[A-Za-z0-9](?:[A-Za-z0-9._-]{0,98}[A-Za-z0-9])?$/,
} as const;
export type ParamRule = keyof typeof paramPatterns;

export interface PagePath {
  path: string;
  params?: Record<string, ParamRule>;
  /** The public API address that shows the page's record (`:name` filled from the path); 404 there → 404 here. */
  record?: string;
  /**
   * The public API addresses the page's route loader reads on a visit without a query string
   * (`:name` filled from the path). The server sends their answers inside the page's HTML to a
   * visitor without a session, so the first paint does not wait for a second round trip. A web test
   * runs every loader and checks it asks for exactly these.
   */
  data?: readonly string[];
}

const slug = { slug: 'slug' } as const;

export const pagePaths: readonly PagePath[] = [
  {
    path: '/',
    data: [
      '/api/articles?pageSize=3',
      '/api/projects?pageSize=3',
      '/api/labs/boards?slugs=raspberry-pi-pico-2,esp32-s3-devkitc-1,arduino-uno-r4-wifi&sort=price',
    ],
  },
  {
    path: '/about',
    data: [
      '/api/articles?pageSize=1',
      '/api/projects?pageSize=1',
      '/api/learninghub?pageSize=1',
      '/api/resources?pageSize=1',
      '/api/youniversity?pageSize=1',
      '/api/stores?pageSize=1',
    ],
  },
  { path: '/why_us' },
  { path: '/contact' },
  { path: '/blogs', data: ['/api/blog-posts?page=1', '/api/tags'] },
  { path: '/blog/:slug', params: slug, record: '/api/blog-posts/:slug', data: ['/api/blog-posts/:slug'] },
  { path: '/articles', data: ['/api/articles?page=1&pageSize=6', '/api/tags'] },
  { path: '/articles/:slug', params: slug, record: '/api/articles/:slug', data: ['/api/articles/:slug'] },
  { path: '/projects', data: ['/api/projects?page=1', '/api/tags'] },
  { path: '/projects/:slug', params: slug, record: '/api/projects/:slug', data: ['/api/projects/:slug'] },
  { path: '/resources', data: ['/api/resources?page=1', '/api/tags'] },
  { path: '/resources/:slug', params: slug, record: '/api/resources/:slug', data: ['/api/resources/:slug'] },
  { path: '/resources/rl/books', data: ['/api/resources?collection=rl&kind=book&pageSize=50'] },
  { path: '/resources/rl/papers', data: ['/api/resources?collection=rl&kind=paper&pageSize=50'] },
  { path: '/resources/rl/courses', data: ['/api/resources?collection=rl&kind=course&pageSize=50'] },
  { path: '/stores', data: ['/api/stores?page=1', '/api/stores?pageSize=50'] },
  { path: '/stores/:slug', params: slug, record: '/api/stores/:slug', data: ['/api/stores/:slug'] },
  {
    path: '/knowledge-hub',
    data: [
      '/api/youniversity?pageSize=4',
      '/api/resources?collection=rl&kind=book&pageSize=1',
      '/api/resources?collection=rl&kind=paper&pageSize=1',
      '/api/resources?collection=rl&kind=course&pageSize=1',
      '/api/resources?pageSize=1',
    ],
  },
  { path: '/youniversity', data: ['/api/youniversity?page=1', '/api/tags'] },
  { path: '/learninghub', data: ['/api/learninghub?pageSize=50'] },
  {
    path: '/learninghub/:domain_slug',
    params: { domain_slug: 'slug' },
    record: '/api/learninghub/:domain_slug',
    data: ['/api/learninghub/:domain_slug'],
  },
  {
    path: '/learninghub/:domain_slug/:topic_slug',
    params: { domain_slug: 'slug', topic_slug: 'slug' },
    record: '/api/learninghub/:domain_slug/:topic_slug',
    data: ['/api/learninghub/:domain_slug/:topic_slug'],
  },
  { path: '/coordinate-transformation-d3' },
  { path: '/auth/login' },
  { path: '/auth/confirm' },
  { path: '/labs' },
  { path: '/labs/hardware', data: ['/api/labs/hardware?sort=name&page=1&pageSize=24'] },
  { path: '/labs/development-boards', data: ['/api/labs/boards?sort=name&page=1&pageSize=24'] },
  { path: '/labs/simulators', data: ['/api/labs/simulators?page=1&pageSize=50'] },
  { path: '/labs/simulators/rl', data: ['/api/labs/simulators?category=rl&page=1&pageSize=50'] },
  { path: '/labs/simulators/github', data: ['/api/labs/simulators?category=github&page=1&pageSize=50'] },
  {
    path: '/labs/simulators/emulators',
    data: ['/api/labs/simulators?category=emulators&page=1&pageSize=50'],
  },
  {
    path: '/labs/simulators/maze-simulators',
    data: ['/api/labs/simulators?category=maze&page=1&pageSize=50'],
  },
  { path: '/labs/simulators/micro-mouse-qt-sim' },
  { path: '/labs/programming', data: ['/api/labs/programming'] },
  { path: '/labs/programming/cpp', data: ['/api/labs/programming/cpp'] },
  { path: '/labs/programming/python', data: ['/api/labs/programming/python'] },
  { path: '/labs/programming/tinyml', data: ['/api/labs/programming/tinyml'] },
  { path: '/labs/programming/micropython', data: ['/api/labs/programming/micropython'] },
  { path: '/simulations/ScaraRobot' },
  { path: '/simulations/CartesianRobot' },
  { path: '/simulations/SphericalRobot' },
  { path: '/simulations/CylindricalRobot' },
  // The dashboard: signed-in pages; the app itself sends visitors without the right to sign in or home.
  { path: '/dashboard' },
  { path: '/dashboard/profile' },
  { path: '/dashboard/labs' },
  { path: '/dashboard/items' },
  { path: '/dashboard/items/review' },
  { path: '/dashboard/items/suggest' },
  { path: '/dashboard/items/:unique_key/edit', params: { unique_key: 'uniqueKey' } },
  { path: '/dashboard/stores' },
  { path: '/dashboard/stores/review' },
  { path: '/dashboard/stores/suggest' },
  { path: '/dashboard/stores/:slug/edit', params: slug },
  { path: '/dashboard/messages' },
  { path: '/dashboard/projects' },
  { path: '/dashboard/projects/review' },
  { path: '/dashboard/projects/submit' },
  { path: '/dashboard/projects/:slug/edit', params: slug },
  { path: '/dashboard/articles/editor' },
  { path: '/dashboard/articles/review' },
  { path: '/dashboard/resources' },
  { path: '/dashboard/learninghub' },
  { path: '/dashboard/learninghub/editor' },
];

/** Pages that exist only in development (the mailbox that stands in for SMTP). */
export const developmentPagePaths: readonly PagePath[] = [{ path: '/dev/mailbox' }];

export interface PageMatch {
  page: PagePath;
  params: Record<string, string>;
}

/**
 * The page a path names, with its decoded parameters, or null. Parameters that fail their check do not match.
 * @example matchPagePath('/articles/pid-control', pagePaths) // { page: …, params: { slug: 'pid-control' } }
 */
export function matchPagePath(pathname: string, pages: readonly PagePath[]): PageMatch | null {
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

/** The API address of a matched page's record, or null for a page without one. */
export function recordAddress(match: PageMatch): string | null {
  return match.page.record ? fillAddress(match.page.record, match.params) : null;
}

/** The API addresses a matched page's loader reads first (see `PagePath.data`). */
export function pageDataAddresses(match: PageMatch): string[] {
  return (match.page.data ?? []).map((address) => fillAddress(address, match.params));
}

function fillAddress(address: string, params: Record<string, string>): string {
  return address.replace(/:([a-z_]+)/g, (_all, name: string) => encodeURIComponent(params[name] ?? ''));
}

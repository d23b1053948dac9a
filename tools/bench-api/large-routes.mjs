// The routes of `npm run bench:api -- --large`, on a database filled by `npm run seed:large`: every
// public list at its first, middle and last page, details, search, the sitemap and the feed, and the
// signed-in reads. Lists are found by walking them on our server (a page's `nextCursor` when it has
// one, else its page number), and each list page has the minimal SQL the baseline server runs for
// the same rows: the columns the answer shows, the page seeked to from the row before it, no count.
// Signed-in reads use sessions written here for a busy member and an administrator (deleted after).
import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** @typedef {{ text: string; values: unknown[] }} Statement */
/**
 * @typedef {{ name: string; ours: string; headers?: Record<string, string>; baseline?: string;
 *   sql?: Statement[]; file?: string; list?: boolean }} Route
 */

/** @param {string} link @param {string} table */
const tagsOf = (link, table) =>
  `(select coalesce(json_agg(json_build_object('slug', t.slug, 'name', t.name) order by lower(t.name)), '[]'::json) from ${link} l join tags t on t.id = l.tag_id where l.content_id = ${table}.id) as tags`;
/** @param {string} table */
const usernameOf = (table) =>
  `(select pf.username from profiles pf where pf.id = ${table}.author_id) as username`;

/**
 * The public lists measured at three places. `seek` is the condition that starts a page after the
 * row `item` (as our API showed it), with its values.
 * @type {{ name: string; path: string; pageSize: number; select: string; order: string;
 *   seek: (item: any) => { text: string; values: unknown[] } }[]}
 */
const growingLists = [
  {
    name: 'articles',
    path: '/api/articles',
    pageSize: 6,
    select: `select a.slug, a.title, a.summary, a.author_id, a.author_name, a.published_at, a.updated_at, a.reading_minutes, a.cover_image, ${usernameOf('a')}, ${tagsOf('article_tags', 'a')} from articles a where a.status = 'approved'`,
    order: 'order by a.published_at desc, a.slug',
    seek: (item) => ({
      text: 'and a.published_at <= $1 and (a.published_at < $1 or a.slug > $2)',
      values: [item.publishedAt, item.slug],
    }),
  },
  {
    name: 'projects',
    path: '/api/projects',
    pageSize: 12,
    select: `select p.slug, p.title, p.summary, p.author_id, p.author_name, p.published_at, p.updated_at, p.reading_minutes, p.difficulty, p.estimated_hours, p.cover_image, ${usernameOf('p')}, ${tagsOf('project_tags', 'p')} from projects p where p.status = 'approved'`,
    order: 'order by p.published_at desc, p.slug',
    seek: (item) => ({
      text: 'and p.published_at <= $1 and (p.published_at < $1 or p.slug > $2)',
      values: [item.publishedAt, item.slug],
    }),
  },
  {
    name: 'stores',
    path: '/api/stores',
    pageSize: 12,
    select: `select s.slug, s.name, s.website, s.country, s.ships_to, s.categories, s.description, s.logo, (select count(*)::int from store_items si where si.store_id = s.id and si.status = 'approved') as item_count from stores s where s.status = 'approved'`,
    order: 'order by lower(s.name), s.slug',
    seek: (item) => ({
      text: 'and lower(s.name) >= lower($1) and (lower(s.name) > lower($1) or s.slug > $2)',
      values: [item.name, item.slug],
    }),
  },
];

/** Small lists (one or a few pages): the first page, with the same minimal SQL. */
const smallLists = [
  {
    name: 'blog posts',
    path: '/api/blog-posts?pageSize=12',
    sql: `select b.slug, b.title, b.summary, b.author_id, b.author_name, b.published_at, b.updated_at, b.reading_minutes, b.cover_image, ${usernameOf('b')}, ${tagsOf('blog_post_tags', 'b')} from blog_posts b where b.status = 'approved' order by b.published_at desc, b.slug limit 12`,
  },
  {
    name: 'resources',
    path: '/api/resources?pageSize=12',
    sql: `select r.*, ${tagsOf('resource_tags', 'r')} from resources r order by lower(r.title), r.slug limit 12`,
  },
  {
    name: 'boards',
    path: '/api/labs/boards?pageSize=24',
    sql: `select b.*, ${tagsOf('board_tags', 'b')} from boards b order by lower(b.name), b.slug limit 24`,
  },
];

/**
 * Writes a session for the member with the most articles, one for the member with the most
 * learning progress and one for an administrator, as better-auth
 * stores them, and the signed cookies that carry them (better-call's `signCookieValue`: the token, a
 * dot, and the base64 HMAC-SHA256 of the token under AUTH_SECRET).
 * @param {import('pg').Pool} pool @param {string} authSecret
 */
export async function benchSessions(pool, authSecret) {
  const { rows: members } = await pool.query(
    `select a.author_id as id from articles a where a.author_id is not null group by a.author_id order by count(*) desc, a.author_id limit 1`,
  );
  const { rows: learners } = await pool.query(
    `select user_id as id from learning_progress group by user_id order by count(*) desc, user_id limit 1`,
  );
  const { rows: admins } = await pool.query(
    `select id, email from users where role = 'admin' order by created_at, id limit 1`,
  );
  const member = members[0]?.id;
  const admin = admins[0];
  if (!member || !admin)
    throw new Error(
      'The database has no member with articles or no administrator: run npm run seed:large first.',
    );
  /** @type {string[]} */
  const ids = [];
  /** @param {string} userId */
  const cookieFor = async (userId) => {
    const id = `bench-${randomBytes(12).toString('hex')}`;
    const token = randomBytes(24).toString('base64url');
    await pool.query(
      `insert into sessions (id, token, user_id, expires_at, created_at, updated_at) values ($1, $2, $3, now() + interval '1 day', now(), now())`,
      [id, token, userId],
    );
    ids.push(id);
    const signature = createHmac('sha256', authSecret).update(token).digest('base64');
    // The server runs with NODE_ENV=production, where the cookie is a secure one (create-auth.ts).
    return `__Secure-tinkerlabs.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
  };
  return {
    memberCookie: await cookieFor(member),
    learnerCookie: await cookieFor(learners[0]?.id ?? member),
    adminCookie: await cookieFor(admin.id),
    adminEmail: admin.email,
    remove: () => pool.query('delete from sessions where id = any($1)', [ids]),
  };
}

/**
 * The routes, found on our running server at `url`.
 * @param {string} url @param {{ memberCookie: string; learnerCookie: string; adminCookie: string }} sessions
 * @param {string} workDir where files for the baseline server go
 * @returns {Promise<Route[]>}
 */
export async function largeRoutes(url, sessions, workDir) {
  /** @type {Route[]} */
  const routes = [];
  /** @type {Record<string, string>} */
  const details = {};
  for (const list of growingLists) {
    const places = await listPlaces(url, list.path, list.pageSize);
    for (const place of places) {
      const seek = place.before ? list.seek(place.before) : { text: '', values: [] };
      const limit = `$${seek.values.length + 1}`;
      routes.push({
        name: `GET ${list.path} (${place.name} page)`,
        ours: place.path,
        baseline: `/${list.name}-${place.name}`,
        sql: [
          {
            text: `${list.select} ${seek.text} ${list.order} limit ${limit}`,
            values: [...seek.values, list.pageSize],
          },
        ],
        list: true,
      });
      if (place.name === 'middle' && place.first) details[list.name] = place.first.slug;
    }
  }
  for (const list of smallLists) {
    routes.push({
      name: `GET ${list.path}`,
      ours: list.path,
      baseline: `/${list.name.replace(/\s/g, '-')}`,
      sql: [{ text: list.sql, values: [] }],
      list: true,
    });
  }
  for (const [name, slug] of Object.entries(details)) {
    routes.push({ name: `GET /api/${name}/{slug}`, ours: `/api/${name}/${slug}` });
  }
  for (const [label, q] of [
    ['common word', 'robot'],
    ['rare word', 'quaternion'],
    ['type-ahead', 'ser'],
  ]) {
    routes.push({ name: `GET /api/search?q=${q} (${label})`, ours: `/api/search?q=${q}` });
  }
  routes.push({ name: 'GET /sitemap.xml', ours: '/sitemap.xml' });
  const index = await (await fetch(`${url}/sitemap.xml`)).text();
  if (index.includes('<sitemapindex')) {
    const part = /<sitemap><loc>([^<]+)<\/loc>/.exec(index)?.[1];
    if (part) {
      // Its yardstick: the same bytes, kept in memory by the baseline server.
      const file = path.join(workDir, 'sitemap-part.xml');
      fs.writeFileSync(file, Buffer.from(await (await fetch(part)).arrayBuffer()));
      routes.push({
        name: 'GET a sitemap part (first)',
        ours: new URL(part).pathname,
        baseline: '/sitemap-part',
        file,
      });
    }
  }
  routes.push({ name: 'GET /feed.xml', ours: '/feed.xml' });

  const member = { cookie: sessions.memberCookie };
  const learner = { cookie: sessions.learnerCookie };
  const admin = { cookie: sessions.adminCookie };
  /** @type {[string, string, Record<string, string>][]} */
  const signedIn = [
    ['dashboard: my submissions', '/api/me/submissions', member],
    ['dashboard: pending counts', '/api/admin/pending-counts', admin],
    ['review queue: articles', '/api/review/articles?pageSize=10', admin],
    ['review queue: stores', '/api/review/stores?pageSize=10', admin],
    ['review queue: items', '/api/review/items?pageSize=10', admin],
    ['review queue: projects', '/api/review/projects?pageSize=10', admin],
    ['my articles (drafts)', '/api/me/articles', member],
    ['my learning progress', '/api/me/progress', learner],
  ];
  // Each queue's entries load their previews on their own: the first entry's, as the reviewer opens the page.
  for (const kind of ['articles', 'stores', 'items', 'projects']) {
    const queue = await fetch(`${url}/api/review/${kind}?pageSize=1`, { headers: admin });
    const id = /** @type {{ items: { id: string }[] }} */ (await queue.json()).items[0]?.id;
    if (id) {
      const preview =
        kind === 'articles' ? `/api/review/articles/${id}` : `/api/review/${kind}/${id}/preview`;
      signedIn.push([`review preview: ${kind}`, preview, admin]);
    }
  }
  for (const [name, path, headers] of signedIn) {
    routes.push({ name: `GET ${path} (${name})`, ours: path, headers });
  }
  return routes;
}

/**
 * @typedef {{ slug: string; name?: string; publishedAt?: string }} ListItem
 * @typedef {{ items: ListItem[]; total: number; totalPages: number; nextCursor?: string | null }} ListPage
 * @typedef {{ name: string; path: string; before: ListItem | null; first: ListItem | undefined }} ListPlace
 */

/**
 * The first, middle and last page of a list as our API reaches them, each with the row before it.
 * A list whose pages carry `nextCursor` is walked 50 rows at a time from the first page to find
 * them (the last page is then the end of the list after the last full step); otherwise pages are
 * numbered, and the page before gives the row.
 * @param {string} url @param {string} path @param {number} pageSize @returns {Promise<ListPlace[]>}
 */
async function listPlaces(url, path, pageSize) {
  /** @param {string} query @returns {Promise<ListPage>} */
  const get = async (query) => {
    const response = await fetch(`${url}${path}?${query}`);
    if (response.status !== 200) throw new Error(`${path}?${query} answered ${response.status}`);
    return /** @type {Promise<ListPage>} */ (response.json());
  };
  const first = await get(`pageSize=${pageSize}`);
  /** @type {ListPlace[]} */
  const places = [
    { name: 'first', path: `${path}?pageSize=${pageSize}`, before: null, first: first.items[0] },
  ];
  if (first.nextCursor === undefined) {
    /** @type {[string, number][]} */
    const numbered = [
      ['middle', Math.max(1, Math.ceil(first.totalPages / 2))],
      ['last', Math.max(1, first.totalPages)],
    ];
    for (const [name, page] of numbered) {
      const previous = page > 1 ? await get(`pageSize=${pageSize}&page=${page - 1}`) : null;
      const own = await get(`pageSize=${pageSize}&page=${page}`);
      places.push({
        name,
        path: `${path}?pageSize=${pageSize}&page=${page}`,
        before: previous?.items.at(-1) ?? null,
        first: own.items[0],
      });
    }
    return places;
  }
  // Walk: each step's last item is the row before the next step's first.
  const step = 50;
  const seen = new Set();
  /** @type {{ cursor: string | null; last: ListItem | undefined; firstItem: ListItem | undefined }[]} */
  const steps = [];
  let page = await get(`pageSize=${step}`);
  /** @type {string | null} */
  let cursor = null;
  let rows = 0;
  for (;;) {
    for (const item of page.items) seen.add(item.slug);
    rows += page.items.length;
    steps.push({ cursor, last: page.items.at(-1), firstItem: page.items[0] });
    if (!page.nextCursor) break;
    cursor = page.nextCursor;
    page = await get(`pageSize=${step}&after=${encodeURIComponent(cursor)}`);
  }
  console.log(
    `  walked ${path}: ${rows} rows in ${steps.length} steps, ${seen.size} distinct (total says ${first.total})`,
  );
  /** @type {[string, number][]} */
  const walked = [
    ['middle', Math.floor(steps.length / 2)],
    ['last', steps.length - 1],
  ];
  for (const [name, index] of walked) {
    const at = Math.max(1, Math.min(steps.length - 1, index));
    const target = steps[at];
    const before = steps[at - 1];
    if (!target?.cursor || !before) {
      places.push({ name, path: `${path}?pageSize=${pageSize}`, before: null, first: first.items[0] });
      continue;
    }
    places.push({
      name,
      path: `${path}?pageSize=${pageSize}&after=${encodeURIComponent(target.cursor)}`,
      before: before.last ?? null,
      first: target.firstItem,
    });
  }
  return places;
}

// The SQL each benchmarked route of ours issues (as drizzle writes it: captured from the routes on the
// seeded database), for the baseline server to run with nothing around it. Keep in step with the
// routes: when a route's queries change, capture them again and paste them here.
/** @typedef {{ text: string; values: unknown[] }} Statement */

const articleList = {
  text: 'select "id", "slug", "title", "summary", "cover_image", "reading_minutes", "author_id", "author_name", "status", "rejection_reason", "reviewer_id", "reviewed_at", "version", "created_at", "updated_at", "published_at", "seeded_hash", (select p.username from profiles p where p.id = "articles"."author_id"), (select coalesce(json_agg(json_build_object(\'slug\', t.slug, \'name\', t.name) order by lower(t.name)), \'[]\'::json) from "article_tags" l join tags t on t.id = l.tag_id where l.content_id = "articles"."id"), (count(*) over ())::int from "articles" where "articles"."status" = $1 order by "articles"."published_at" desc, "articles"."slug" asc limit $2',
  values: ['approved', 6],
};

const articleDetail = {
  text: 'select "id", "slug", "title", "summary", "body", "cover_image", "reading_minutes", "author_id", "author_name", "status", "rejection_reason", "reviewer_id", "reviewed_at", "version", "created_at", "updated_at", "published_at", "seeded_hash", (select p.username from profiles p where p.id = "articles"."author_id"), (select coalesce(json_agg(json_build_object(\'slug\', t.slug, \'name\', t.name) order by lower(t.name)), \'[]\'::json) from "article_tags" l join tags t on t.id = l.tag_id where l.content_id = "articles"."id") from "articles" where ("articles"."status" = $1 and "articles"."slug" = $2)',
  values: ['approved', 'int8-quantisation-for-microcontrollers'],
};

const projectList = {
  text: 'select "id", "slug", "title", "summary", "reading_minutes", "difficulty", "estimated_hours", "repository_url", "cover_image", "author_id", "author_name", "status", "rejection_reason", "reviewer_id", "reviewed_at", "version", "created_at", "updated_at", "published_at", "seeded_hash", (select p.username from profiles p where p.id = "projects"."author_id"), (select coalesce(json_agg(json_build_object(\'slug\', t.slug, \'name\', t.name) order by lower(t.name)), \'[]\'::json) from "project_tags" l join tags t on t.id = l.tag_id where l.content_id = "projects"."id"), (count(*) over ())::int from "projects" where "projects"."status" = $1 order by "projects"."published_at" desc, "projects"."slug" asc limit $2',
  values: ['approved', 6],
};

const boardList = {
  text: 'select "id", "slug", "name", "manufacturer", "family", "mcu", "core", "clock_mhz", "flash_kb", "ram_kb", "gpio", "adc_channels", "adc_bits", "dac_channels", "pwm_channels", "wireless", "usb", "logic_voltage", "input_voltage", "price_usd", "form_factor", "released_year", "datasheet_url", "product_url", "summary", "highlights", "created_at", "updated_at", "seeded_hash", (select coalesce(json_agg(json_build_object(\'slug\', t.slug, \'name\', t.name) order by lower(t.name)), \'[]\'::json) from "board_tags" l join tags t on t.id = l.tag_id where l.content_id = "boards"."id"), (count(*) over ())::int from "boards" order by lower("boards"."name") asc, "boards"."slug" asc limit $1',
  values: [12],
};

// search/search-query.ts for q=robot: a plain word, matched as a prefix too, every type, 5 each.
const searchTypes = [
  'article',
  'blogPost',
  'project',
  'topic',
  'resource',
  'store',
  'storeItem',
  'lab',
  'board',
  'hardware',
  'simulator',
  'programming',
];
const search = {
  text: `with query as (select websearch_to_tsquery('english', $1) && (to_tsquery('english', $2) || to_tsquery('simple', $3)) as q),
    hits as (
      select d.content_type, d.slug, d.path, d.title, d.summary, d.body,
        row_number() over (
          partition by d.content_type
          order by ts_rank(d.search_vector, query.q) desc, d.published_at desc nulls last, d.title
        ) as n,
        count(*) over (partition by d.content_type) as total
      from search_documents d, query
      where d.search_vector @@ query.q and d.content_type::text in (${searchTypes.map((_, i) => `$${i + 4}`).join(', ')})
    )
    select hits.content_type as type, hits.slug, hits.path, hits.title, hits.total::int as total,
      ts_headline('english', left(hits.summary || E'\\n' || hits.body, $${searchTypes.length + 4}), query.q, 'StartSel=' || chr(57344) || ', StopSel=' || chr(57345) || ', MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "') as snippet
    from hits, query
    where hits.n <= $${searchTypes.length + 5}
    order by hits.content_type, hits.n`,
  values: ['', 'robot:*', 'robot:*', ...searchTypes, 1500, 5],
};

/**
 * The benchmarked routes: ours, the baseline's path, and the statements the baseline runs.
 * @type {{ name: string; ours: string; baseline: string; sql: Statement[] }[]}
 */
export const routeQueries = [
  {
    name: 'GET /api/articles?pageSize=6',
    ours: '/api/articles?pageSize=6',
    baseline: '/articles',
    sql: [articleList],
  },
  {
    name: 'GET /api/articles/{slug}',
    ours: '/api/articles/int8-quantisation-for-microcontrollers',
    baseline: '/article',
    sql: [articleDetail],
  },
  {
    name: 'GET /api/projects?pageSize=6',
    ours: '/api/projects?pageSize=6',
    baseline: '/projects',
    sql: [projectList],
  },
  {
    name: 'GET /api/labs/boards?pageSize=12',
    ours: '/api/labs/boards?pageSize=12',
    baseline: '/boards',
    sql: [boardList],
  },
  { name: 'GET /api/search?q=robot', ours: '/api/search?q=robot', baseline: '/search', sql: [search] },
];

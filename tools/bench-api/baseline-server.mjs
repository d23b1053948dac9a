// The benchmark's yardstick (`npm run bench:api`): a minimal Hono server that answers each benchmarked
// route with the same SQL as ours, straight through pg or PGlite, with no middleware, validation or
// presentation. Started by tools/bench-api.mjs with PORT and DATABASE_URL (postgres://… or pglite:DIR),
// and with --large BENCH_ROUTES, a JSON file of the routes found on the large database (a route with
// a `file` answers that file's bytes, kept in memory).
import fs from 'node:fs';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { routeQueries } from './route-queries.mjs';

const url = process.env.DATABASE_URL ?? '';
const query = url.startsWith('pglite:') ? await openPglite(url.slice('pglite:'.length)) : await openPg(url);

const app = new Hono();
app.get('/plain', (c) => c.json({ error: { code: 'not_found', message: 'No such route.' } }, 404));
const routes = process.env.BENCH_ROUTES
  ? JSON.parse(fs.readFileSync(process.env.BENCH_ROUTES, 'utf8'))
  : routeQueries;
for (const route of routes) {
  if (route.file) {
    const body = fs.readFileSync(route.file);
    app.get(route.baseline, (c) => c.body(body, 200, { 'Content-Type': 'application/xml; charset=utf-8' }));
    continue;
  }
  app.get(route.baseline, async (c) => {
    const results = [];
    for (const statement of route.sql) results.push(await query(statement.text, statement.values));
    return c.json(results.length === 1 ? results[0] : results);
  });
}
serve({ fetch: app.fetch, port: Number(process.env.PORT) }, () => console.log('baseline listening'));

async function openPg(connectionString) {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString, max: 10 });
  return async (text, values) => (await pool.query(text, values)).rows;
}

async function openPglite(dataDir) {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(dataDir);
  return async (text, values) => (await db.query(text, values)).rows;
}

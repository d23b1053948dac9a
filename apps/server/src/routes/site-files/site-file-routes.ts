/**
 * GET /sitemap.xml, /robots.txt and /feed.xml, served by the server ahead of the built web app,
 * with absolute URLs from APP_URL. Only published content appears.
 */
import { sitemapPaths } from '@tinkerlabs/contract/pages';
import { Hono } from 'hono';
import type { Database } from '../../db/client.ts';
import { renderAtomFeed, renderRobots, renderSitemap } from './site-file-presenter.ts';
import { feedEntries, sitemapEntries } from './site-file-queries.ts';

const cacheFor5Minutes = 'public, max-age=300';

export function siteFileRoutes(options: { db: Database; appUrl: string }): Hono {
  const { db, appUrl } = options;
  return new Hono()
    .get('/sitemap.xml', async (c) => {
      const xml = renderSitemap(appUrl, sitemapPaths, await sitemapEntries(db));
      return c.body(xml, 200, {
        'Content-Type': 'application/xml; charset=utf-8',
        'Cache-Control': cacheFor5Minutes,
      });
    })
    .get('/feed.xml', async (c) => {
      const xml = renderAtomFeed(appUrl, await feedEntries(db));
      return c.body(xml, 200, {
        'Content-Type': 'application/atom+xml; charset=utf-8',
        'Cache-Control': cacheFor5Minutes,
      });
    })
    .get('/robots.txt', (c) =>
      c.body(renderRobots(appUrl), 200, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': cacheFor5Minutes,
      }),
    );
}

/**
 * The site files as text: sitemap.xml (sitemaps.org 0.9: a list of URLs, or an index of such
 * lists), feed.xml (Atom 1.0, RFC 4287) and robots.txt. Every value written into XML is escaped, and characters XML 1.0 forbids are dropped.
 */
import type { FeedEntry, SitemapEntry } from './site-file-queries.ts';

/** @example escapeXml('Q & A <3') // 'Q &amp; A &lt;3' */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export function renderSitemap(appUrl: string, entries: SitemapEntry[]): string {
  const url = ({ path, updatedAt }: SitemapEntry) =>
    `  <url><loc>${escapeXml(appUrl + path)}</loc>${updatedAt ? `<lastmod>${updatedAt.toISOString()}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map(url),
    '</urlset>',
    '',
  ].join('\n');
}

/** A sitemap index (sitemaps.org 0.9): the sitemap files at `paths`. */
export function renderSitemapIndex(appUrl: string, paths: string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((path) => `  <sitemap><loc>${escapeXml(appUrl + path)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}

export function renderAtomFeed(appUrl: string, entries: FeedEntry[], now = new Date()): string {
  const updated = entries.reduce((latest, e) => (e.updatedAt > latest ? e.updatedAt : latest), new Date(0));
  const entry = (e: FeedEntry) =>
    [
      '  <entry>',
      `    <id>${escapeXml(appUrl + e.path)}</id>`,
      `    <title type="text">${escapeXml(e.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(appUrl + e.path)}"/>`,
      `    <published>${e.publishedAt.toISOString()}</published>`,
      `    <updated>${e.updatedAt.toISOString()}</updated>`,
      `    <author><name>${escapeXml(e.authorName)}</name></author>`,
      ...e.tags.map((t) => `    <category term="${escapeXml(t.slug)}" label="${escapeXml(t.name)}"/>`),
      `    <summary type="text">${escapeXml(e.summary)}</summary>`,
      '  </entry>',
    ].join('\n');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    '  <title>TinkerLabs</title>',
    '  <subtitle>Articles and news on electronics, robotics, embedded systems and machine learning.</subtitle>',
    `  <id>${escapeXml(`${appUrl}/`)}</id>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(`${appUrl}/feed.xml`)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(`${appUrl}/`)}"/>`,
    `  <updated>${(entries.length ? updated : now).toISOString()}</updated>`,
    ...entries.map(entry),
    '</feed>',
    '',
  ].join('\n');
}

export function renderRobots(appUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /dashboard',
    'Disallow: /api',
    '',
    `Sitemap: ${appUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

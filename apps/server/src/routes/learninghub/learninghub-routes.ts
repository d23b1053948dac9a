/** GET /api/learninghub, /api/learninghub/:domain and /api/learninghub/:domain/:topic. */
import { domainListQuerySchema, type DomainListResponse } from '@tinkerlabs/contract/learninghub';
import { slugPattern } from '@tinkerlabs/contract/query-params';
import { Hono } from 'hono';
import type { Database } from '../../db/client.ts';
import { toPage } from '../../db/queries/pagination.ts';
import { notFound } from '../../http/errors.ts';
import { readQuery } from '../../http/query.ts';
import { presentDomainDetail, presentDomainSummary, presentTopicDetail } from './learninghub-presenter.ts';
import { findDomain, findTopic, listDomains } from './learninghub-queries.ts';

export function learninghubRoutes(db: Database): Hono {
  return new Hono()
    .get('/', async (c) => {
      const query = readQuery(c, domainListQuerySchema);
      const { rows, total } = await listDomains(db, query);
      const page: DomainListResponse = toPage(
        rows.map((row) => presentDomainSummary(row.domain, row.topicCount, row.topicExercises)),
        total,
        query,
      );
      return c.json(page);
    })
    .get('/:domain', async (c) => {
      const slug = c.req.param('domain');
      const found = slugPattern.test(slug) ? await findDomain(db, slug) : null;
      if (!found) throw notFound(`There is no learning-hub domain at /learninghub/${slug.slice(0, 100)}.`);
      return c.json(presentDomainDetail(found.domain, found.topics));
    })
    .get('/:domain/:topic', async (c) => {
      const { domain, topic } = c.req.param();
      const found =
        slugPattern.test(domain) && slugPattern.test(topic) ? await findTopic(db, domain, topic) : null;
      if (!found) {
        throw notFound(`There is no lesson at /learninghub/${domain.slice(0, 100)}/${topic.slice(0, 100)}.`);
      }
      return c.json(presentTopicDetail(found.domain, found.topic, found.previous, found.next));
    });
}

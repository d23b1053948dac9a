/**
 * Public reads of the learning hub: domains in order, a domain's topics in order, one topic and its
 * neighbours. Only published domains and published topics exist here: an unpublished one answers as
 * if it were not there, and previous/next skip unpublished lessons.
 */
import type { PageQuery } from '@tinkerlabs/contract/pagination';
import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { countRows, pageWindow } from '../../db/queries/pagination.ts';
import { qualified } from '../../db/queries/qualified.ts';
import { learninghubDomains, learninghubTopics } from '../../db/schema.ts';

export type DomainRow = typeof learninghubDomains.$inferSelect;
export type TopicRow = typeof learninghubTopics.$inferSelect;
export type TopicListRow = Omit<TopicRow, 'body'> & { exerciseIds: string[] };
/** A domain's published topics in order, each with the ids of its exercises (for progress). */
export type TopicExercises = { slug: string; title: string; exerciseIds: string[] };

const topicCount = sql<number>`(select count(*)::int from learninghub_topics t where t.domain_id = ${qualified(learninghubDomains.id)} and t.published)`;

/** The ids of a body's exercises, in order, read in the database (the bodies stay there). */
const exerciseIdsOf = (body: string) =>
  sql`coalesce(jsonb_path_query_array(${sql.raw(body)}, '$.content[*] ? (@.type == "exercise").attrs.id'), '[]'::jsonb)`;
const topicExercises = sql<
  TopicExercises[]
>`(select coalesce(jsonb_agg(jsonb_build_object('slug', t.slug, 'title', t.title, 'exerciseIds', ${exerciseIdsOf('t.body')}) order by t.position, t.slug), '[]'::jsonb) from learninghub_topics t where t.domain_id = ${qualified(learninghubDomains.id)} and t.published)`;
const topicOrder = [asc(learninghubTopics.position), asc(learninghubTopics.slug)];

export async function listDomains(db: Database, query: PageQuery) {
  const { limit, offset } = pageWindow(query);
  const [total, rows] = await Promise.all([
    countRows(db, learninghubDomains, eq(learninghubDomains.published, true)),
    db
      .select({ domain: learninghubDomains, topicCount, topicExercises })
      .from(learninghubDomains)
      .where(eq(learninghubDomains.published, true))
      .orderBy(asc(learninghubDomains.position), asc(learninghubDomains.slug))
      .limit(limit)
      .offset(offset),
  ]);
  return {
    rows: rows.map((r) => ({
      domain: r.domain,
      topicCount: Number(r.topicCount),
      topicExercises: r.topicExercises,
    })),
    total,
  };
}

export async function findDomain(
  db: Database,
  slug: string,
): Promise<{ domain: DomainRow; topics: TopicListRow[] } | null> {
  const [domain] = await db
    .select()
    .from(learninghubDomains)
    .where(and(eq(learninghubDomains.slug, slug), eq(learninghubDomains.published, true)));
  if (!domain) return null;
  const { body: _body, ...columns } = getTableColumns(learninghubTopics);
  const topics = await db
    .select({ ...columns, exerciseIds: sql<string[]>`${exerciseIdsOf('"learninghub_topics"."body"')}` })
    .from(learninghubTopics)
    .where(and(eq(learninghubTopics.domainId, domain.id), eq(learninghubTopics.published, true)))
    .orderBy(...topicOrder);
  return { domain, topics };
}

export type TopicLink = { slug: string; title: string };

export async function findTopic(
  db: Database,
  domainSlug: string,
  topicSlug: string,
): Promise<{
  domain: DomainRow;
  topic: TopicRow;
  previous: TopicLink | null;
  next: TopicLink | null;
} | null> {
  const [found] = await db
    .select({ domain: learninghubDomains, topic: learninghubTopics })
    .from(learninghubTopics)
    .innerJoin(learninghubDomains, eq(learninghubDomains.id, learninghubTopics.domainId))
    .where(
      and(
        eq(learninghubDomains.slug, domainSlug),
        eq(learninghubTopics.slug, topicSlug),
        eq(learninghubDomains.published, true),
        eq(learninghubTopics.published, true),
      ),
    );
  if (!found) return null;
  // Domains hold a handful of lessons: reading their order is simpler than two window queries.
  const order = await db
    .select({ slug: learninghubTopics.slug, title: learninghubTopics.title })
    .from(learninghubTopics)
    .where(and(eq(learninghubTopics.domainId, found.domain.id), eq(learninghubTopics.published, true)))
    .orderBy(...topicOrder);
  const index = order.findIndex((t) => t.slug === found.topic.slug);
  return { ...found, previous: order[index - 1] ?? null, next: order[index + 1] ?? null };
}

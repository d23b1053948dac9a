/** Learning-hub rows → the administrators' shapes of the contract (admin-learninghub.ts). */
import type { AdminDomain, AdminTopic, AdminTopicSummary } from '@tinkerlabs/contract/admin-learninghub';
import { reviewHistoryOf } from '../../content/review-history.ts';
import type { Database } from '../../db/client.ts';
import {
  findDomainById,
  listAllDomains,
  topicsOfDomains,
  type DomainRow,
  type TopicListRow,
  type TopicRow,
} from './learninghub-admin-queries.ts';

export function presentAdminTopicSummary(topic: TopicListRow): AdminTopicSummary {
  return {
    id: topic.id,
    domainId: topic.domainId,
    slug: topic.slug,
    title: topic.title,
    summary: topic.summary,
    position: topic.position,
    published: topic.published,
    readingMinutes: topic.readingMinutes,
    updatedAt: topic.updatedAt.toISOString(),
  };
}

/** Every domain in order with its topics and history. */
export async function loadAdminDomains(db: Database): Promise<AdminDomain[]> {
  const domains = await listAllDomains(db);
  return presentDomains(db, domains);
}

/** One domain as the list shows it. */
export async function loadAdminDomain(db: Database, domain: DomainRow): Promise<AdminDomain> {
  const [presented] = await presentDomains(db, [domain]);
  return presented!;
}

async function presentDomains(db: Database, domains: DomainRow[]): Promise<AdminDomain[]> {
  const ids = domains.map((d) => d.id);
  const [topics, history] = await Promise.all([
    topicsOfDomains(db, ids),
    reviewHistoryOf(db, 'learninghubDomain', ids),
  ]);
  return domains.map((domain) => {
    const own = topics.get(domain.id) ?? [];
    return {
      id: domain.id,
      slug: domain.slug,
      title: domain.title,
      summary: domain.summary,
      position: domain.position,
      published: domain.published,
      updatedAt: domain.updatedAt.toISOString(),
      topicCount: own.length,
      topics: own.map(presentAdminTopicSummary),
      history: history.get(domain.id) ?? [],
    };
  });
}

/** A topic with its body, its domain and its history. */
export async function loadAdminTopic(db: Database, topic: TopicRow): Promise<AdminTopic> {
  const [domain, history] = await Promise.all([
    findDomainById(db, topic.domainId),
    reviewHistoryOf(db, 'learninghubTopic', [topic.id]),
  ]);
  return {
    ...presentAdminTopicSummary(topic),
    body: topic.body,
    domain: {
      id: topic.domainId,
      slug: domain?.slug ?? '',
      title: domain?.title ?? '',
      published: domain?.published ?? false,
    },
    history: history.get(topic.id) ?? [],
  };
}

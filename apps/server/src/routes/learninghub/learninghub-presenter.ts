/** Learning-hub rows → the contract's domain and topic shapes. */
import type {
  DomainDetail,
  DomainSummary,
  TopicDetail,
  TopicSummary,
} from '@tinkerlabs/contract/learninghub';
import { docHeadings } from '@tinkerlabs/rich-text/headings';
import type { DomainRow, TopicLink, TopicListRow, TopicRow } from './learninghub-queries.ts';

export function presentDomainSummary(domain: DomainRow, topicCount: number): DomainSummary {
  return {
    slug: domain.slug,
    title: domain.title,
    summary: domain.summary,
    position: domain.position,
    topicCount,
  };
}

export function presentTopicSummary(topic: TopicListRow): TopicSummary {
  return {
    slug: topic.slug,
    title: topic.title,
    summary: topic.summary,
    position: topic.position,
    readingMinutes: topic.readingMinutes,
  };
}

export function presentDomainDetail(domain: DomainRow, topics: TopicListRow[]): DomainDetail {
  return { ...presentDomainSummary(domain, topics.length), topics: topics.map(presentTopicSummary) };
}

export function presentTopicDetail(
  domain: DomainRow,
  topic: TopicRow,
  previous: TopicLink | null,
  next: TopicLink | null,
): TopicDetail {
  return {
    ...presentTopicSummary(topic),
    body: topic.body,
    headings: docHeadings(topic.body),
    updatedAt: topic.updatedAt.toISOString(),
    domain: { slug: domain.slug, title: domain.title },
    previous,
    next,
  };
}

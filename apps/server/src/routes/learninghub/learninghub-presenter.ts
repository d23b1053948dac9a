/** Learning-hub rows → the contract's domain and topic shapes. */
import type {
  DomainDetail,
  DomainSummary,
  TopicDetail,
  TopicSummary,
} from '@tinkerlabs/contract/learninghub';
import { docHeadings } from '@tinkerlabs/rich-text/headings';
import type { DomainRow, TopicExercises, TopicLink, TopicListRow, TopicRow } from './learninghub-queries.ts';
import { exerciseIds } from '@tinkerlabs/rich-text/exercise';

export function presentDomainSummary(
  domain: DomainRow,
  topicCount: number,
  topicExercises: TopicExercises[],
): DomainSummary {
  return {
    slug: domain.slug,
    title: domain.title,
    summary: domain.summary,
    position: domain.position,
    topicCount,
    topicExercises,
  };
}

export function presentTopicSummary(topic: TopicListRow): TopicSummary {
  return {
    slug: topic.slug,
    title: topic.title,
    summary: topic.summary,
    position: topic.position,
    readingMinutes: topic.readingMinutes,
    exerciseIds: topic.exerciseIds,
  };
}

export function presentDomainDetail(domain: DomainRow, topics: TopicListRow[]): DomainDetail {
  const topicExercises = topics.map(({ slug, title, exerciseIds }) => ({ slug, title, exerciseIds }));
  return {
    ...presentDomainSummary(domain, topics.length, topicExercises),
    topics: topics.map(presentTopicSummary),
  };
}

export function presentTopicDetail(
  domain: DomainRow,
  topic: TopicRow,
  previous: TopicLink | null,
  next: TopicLink | null,
): TopicDetail {
  return {
    ...presentTopicSummary({ ...topic, exerciseIds: exerciseIds(topic.body) }),
    body: topic.body,
    headings: docHeadings(topic.body),
    updatedAt: topic.updatedAt.toISOString(),
    domain: { slug: domain.slug, title: domain.title },
    previous,
    next,
  };
}

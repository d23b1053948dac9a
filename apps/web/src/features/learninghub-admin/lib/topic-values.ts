/** The editable part of a lesson, and the request that saves only what differs from the saved copy. */
import type { AdminTopic, UpdateTopicRequest } from '@tinkerlabs/contract/admin-learninghub';
import type { RichTextDoc } from '@tinkerlabs/rich-text/document';

export interface TopicValues {
  title: string;
  slug: string;
  summary: string;
  published: boolean;
  domainId: string;
  body: RichTextDoc;
}

export const valuesOf = (topic: AdminTopic): TopicValues => ({
  title: topic.title,
  slug: topic.slug,
  summary: topic.summary,
  published: topic.published,
  domainId: topic.domainId,
  body: topic.body,
});

/**
 * @example changesOf(saved, { ...valuesOf(saved), title: 'New' }) // { baseUpdatedAt: saved.updatedAt, title: 'New' }
 */
export function changesOf(
  saved: AdminTopic,
  values: TopicValues,
  baseUpdatedAt = saved.updatedAt,
): UpdateTopicRequest {
  const before = valuesOf(saved);
  const request: UpdateTopicRequest = { baseUpdatedAt };
  for (const key of Object.keys(values) as (keyof TopicValues)[]) {
    if (JSON.stringify(values[key]) !== JSON.stringify(before[key]))
      Object.assign(request, { [key]: values[key] });
  }
  return request;
}

export const hasChanges = (saved: AdminTopic, values: TopicValues) =>
  Object.keys(changesOf(saved, values)).length > 1;

/** GET /api/learninghub/:domain/:topic: a lesson with its body and the topics before and after it. */
import type { TopicDetail } from '@tinkerlabs/contract/learninghub';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const topicQuery = (domain: string, topic: string) =>
  queryOptions({
    queryKey: ['learninghub', 'topic', domain, topic],
    queryFn: ({ signal }) => api<TopicDetail>(`/api/learninghub/${domain}/${topic}`, { signal }),
  });

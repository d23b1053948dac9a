/** resources.yaml: books, papers, courses, tools and references. */
import { resourceCollections, resourceKinds } from '@tinkerlabs/contract/resources';
import { z } from 'zod';
import { level, slug, tagList, text, webUrl } from './fields.ts';

export const resourceRecord = z.strictObject({
  slug,
  title: text,
  kind: z.enum(resourceKinds),
  collection: z.enum(resourceCollections).default('general'),
  authors: z.array(text).default([]),
  year: z.number().int().min(1800).max(2100).nullable(),
  publisher: text.nullable(),
  url: webUrl,
  summary: text,
  level,
  free: z.boolean(),
  tags: tagList,
});
export type ResourceRecord = z.output<typeof resourceRecord>;

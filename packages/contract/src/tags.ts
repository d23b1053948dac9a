/** GET /api/tags: the topic tags shared by articles, projects, resources and the lab catalogues. */
import { z } from 'zod';

export const tagSchema = z.object({ slug: z.string(), name: z.string(), description: z.string() });
export type Tag = z.infer<typeof tagSchema>;

/** How content refers to its tags. */
export const tagRefSchema = z.object({ slug: z.string(), name: z.string() });
export type TagRef = z.infer<typeof tagRefSchema>;

export const tagListResponseSchema = z.object({ items: z.array(tagSchema) });
export type TagListResponse = z.infer<typeof tagListResponseSchema>;

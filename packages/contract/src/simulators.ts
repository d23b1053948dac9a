/** GET /api/labs/simulators (category, tag, pages) and GET /api/labs/simulators/:slug. */
import { z } from 'zod';
import { pageQueryShape, pageSchema } from './pagination.ts';
import { enumParam, slugParam } from './query-params.ts';
import { tagRefSchema } from './tags.ts';

export const simulatorCategories = ['rl', 'github', 'emulators', 'maze'] as const;

export const simulatorListQuerySchema = z.object({
  ...pageQueryShape,
  category: enumParam('category', simulatorCategories),
  tag: slugParam('tag'),
});
export type SimulatorListQuery = z.input<typeof simulatorListQuerySchema>;

export const simulatorSchema = z.object({
  slug: z.string(),
  name: z.string(),
  category: z.enum(simulatorCategories),
  url: z.string(),
  repositoryUrl: z.string().nullable(),
  license: z.string().nullable(),
  platforms: z.array(z.string()),
  summary: z.string(),
  description: z.string(),
  tags: z.array(tagRefSchema),
});
export type Simulator = z.infer<typeof simulatorSchema>;

export const simulatorListResponseSchema = pageSchema(simulatorSchema);
export type SimulatorListResponse = z.infer<typeof simulatorListResponseSchema>;

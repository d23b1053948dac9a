/** simulators.yaml: simulators and emulators. */
import { simulatorCategories } from '@tinkerlabs/contract/simulators';
import { z } from 'zod';
import { slug, tagList, text, webUrl } from './fields.ts';

export const simulatorRecord = z.strictObject({
  slug,
  name: text,
  category: z.enum(simulatorCategories),
  url: webUrl,
  repositoryUrl: webUrl.nullable(),
  license: text.nullable(),
  platforms: z.array(text).default([]),
  summary: text,
  description: text,
  tags: tagList,
});
export type SimulatorRecord = z.output<typeof simulatorRecord>;

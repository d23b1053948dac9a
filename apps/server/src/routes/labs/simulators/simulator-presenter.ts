/** Simulator rows → the contract's shape. */
import type { Simulator } from '@tinkerlabs/contract/simulators';
import type { TagRef } from '@tinkerlabs/contract/tags';
import type { SimulatorRow } from './simulator-queries.ts';

export function presentSimulator(row: SimulatorRow, tags: TagRef[]): Simulator {
  return {
    slug: row.slug,
    name: row.name,
    category: row.category,
    url: row.url,
    repositoryUrl: row.repositoryUrl,
    license: row.license,
    platforms: row.platforms,
    summary: row.summary,
    description: row.description,
    tags,
  };
}

/** The simulators and emulators as an admin-editable labs catalogue (see ../labs-catalogue.ts). */
import {
  createSimulatorRequestSchema,
  updateSimulatorRequestSchema,
  type SimulatorFields,
} from '@tinkerlabs/contract/admin-labs';
import { simulatorCategories } from '@tinkerlabs/contract/simulators';
import { simulatorTags, simulators } from '../../../db/schema.ts';
import { presentSimulator } from '../../labs/simulators/simulator-presenter.ts';
import type { SimulatorRow } from '../../labs/simulators/simulator-queries.ts';
import { definedOnly } from '../defined-only.ts';
import type { LabsCatalogue } from '../labs-catalogue.ts';

type Fields = SimulatorFields & Record<string, unknown>;

export const simulatorCatalogue: LabsCatalogue<SimulatorRow, Fields> = {
  contentType: 'simulator',
  searchType: 'simulator',
  table: simulators,
  tagLinks: simulatorTags,
  category: { column: simulators.category, values: simulatorCategories, of: (row) => row.category },
  noun: 'simulator',
  createSchema: createSimulatorRequestSchema as never,
  updateSchema: updateSimulatorRequestSchema as never,
  toColumns: (f) =>
    definedOnly({
      slug: f.slug,
      name: f.name,
      category: f.category,
      url: f.url,
      repositoryUrl: f.repositoryUrl,
      license: f.license,
      platforms: f.platforms,
      summary: f.summary,
      description: f.description,
    }),
  present: (row, tags) => presentSimulator(row, tags),
};

/**
 * The four labs catalogues as the dashboard shows them: tab labels, the words for one entry, the
 * category filter and the public page that shows an entry.
 */
import type { AdminLabsCatalogue } from '@tinkerlabs/contract/admin-labs';
import { boardFamilies } from '@tinkerlabs/contract/boards';
import { hardwareCategories } from '@tinkerlabs/contract/hardware';
import { simulatorCategories } from '@tinkerlabs/contract/simulators';
import { labelFromSlug } from '@/lib/label-from-slug.ts';

export interface CatalogueInfo {
  id: AdminLabsCatalogue;
  tab: string;
  /** One entry, e.g. "development board". */
  noun: string;
  /** The filter over the list (hardware category, board family, simulator category). */
  filter: { label: string; allLabel: string; options: { value: string; label: string }[] } | null;
}

const simulatorPages: Record<string, string> = {
  rl: 'rl',
  github: 'github',
  emulators: 'emulators',
  maze: 'maze-simulators',
};

export const simulatorCategoryLabels: Record<string, string> = {
  rl: 'Reinforcement learning',
  github: 'Open-source on GitHub',
  emulators: 'Emulators',
  maze: 'Maze simulators',
};

export const catalogues: readonly CatalogueInfo[] = [
  {
    id: 'hardware',
    tab: 'Hardware',
    noun: 'hardware component',
    filter: {
      label: 'Category',
      allLabel: 'All categories',
      options: hardwareCategories.map((value) => ({ value, label: labelFromSlug(value) })),
    },
  },
  {
    id: 'boards',
    tab: 'Development boards',
    noun: 'development board',
    filter: {
      label: 'Family',
      allLabel: 'All families',
      options: boardFamilies.map((value) => ({ value, label: labelFromSlug(value) })),
    },
  },
  {
    id: 'simulators',
    tab: 'Simulators and emulators',
    noun: 'simulator',
    filter: {
      label: 'Category',
      allLabel: 'All categories',
      options: simulatorCategories.map((value) => ({ value, label: simulatorCategoryLabels[value]! })),
    },
  },
  { id: 'programming', tab: 'Programming pages', noun: 'programming page', filter: null },
];

export function catalogueOf(tab: string | null): CatalogueInfo {
  return catalogues.find((catalogue) => catalogue.id === tab) ?? catalogues[0]!;
}

/** The public page that shows an entry (the catalogue's list page, or the language's own page). */
export function publicPathOf(
  catalogue: AdminLabsCatalogue,
  entry: { slug: string; category?: string | null },
) {
  switch (catalogue) {
    case 'hardware':
      return '/labs/hardware';
    case 'boards':
      return '/labs/development-boards';
    case 'simulators':
      return `/labs/simulators/${simulatorPages[entry.category ?? ''] ?? ''}`.replace(/\/$/, '');
    case 'programming':
      return `/labs/programming/${entry.slug}`;
  }
}

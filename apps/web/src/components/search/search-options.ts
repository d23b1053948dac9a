/**
 * The search results as the list the keyboard moves through: every hit, in the order the groups and
 * their hits come, plus "See all N articles" when the article group has more than it shows.
 */
import type { SearchGroup, SearchHit, SearchResponse, SearchType } from '@tinkerlabs/contract/search';

export const searchTypeLabels: Record<SearchType, string> = {
  article: 'Articles',
  blogPost: 'Blog posts',
  project: 'Projects',
  topic: 'Learning Hub lessons',
  resource: 'Resources',
  store: 'Stores',
  storeItem: 'Parts in stores',
  lab: 'Lab tools',
  board: 'Development boards',
  hardware: 'Hardware parts',
  simulator: 'Simulators',
  programming: 'Programming labs',
};

export type SearchOption =
  | { kind: 'hit'; index: number; path: string; hit: SearchHit }
  | { kind: 'more'; index: number; path: string; label: string };

export interface OptionGroup {
  group: SearchGroup;
  options: SearchOption[];
}

export function searchOptions(response: SearchResponse | undefined): OptionGroup[] {
  let index = 0;
  return (response?.groups ?? [])
    .filter((group) => group.items.length > 0)
    .map((group) => {
      const options: SearchOption[] = group.items.map((hit) => ({
        kind: 'hit',
        index: index++,
        path: hit.path,
        hit,
      }));
      if (group.type === 'article' && group.total > group.items.length) {
        options.push({
          kind: 'more',
          index: index++,
          path: `/articles?q=${encodeURIComponent(response!.query)}`,
          label: `See all ${group.total} articles`,
        });
      }
      return { group, options };
    });
}

export const optionId = (index: number) => `site-search-option-${index}`;

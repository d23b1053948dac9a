/** Search rows → grouped results; the marked snippet becomes plain segments with a highlight flag. */
import {
  searchTypes,
  type SearchGroup,
  type SearchResponse,
  type SearchType,
  type SnippetSegment,
} from '@tinkerlabs/contract/search';
import { snippetStart, snippetStop, type SearchRow } from '../../search/search-query.ts';

/**
 * @example snippetSegments('the \ue000Kalman\ue001 gain') // [{ text: 'the ', highlight: false }, { text: 'Kalman', highlight: true }, …]
 */
export function snippetSegments(marked: string): SnippetSegment[] {
  const segments: SnippetSegment[] = [];
  let highlight = false;
  let text = '';
  const push = () => {
    if (text) segments.push({ text, highlight });
    text = '';
  };
  for (const ch of marked.replace(/\s+/g, ' ').trim()) {
    if (ch === snippetStart || ch === snippetStop) {
      push();
      highlight = ch === snippetStart;
    } else text += ch;
  }
  push();
  return segments;
}

export function presentSearch(
  query: string,
  types: readonly SearchType[],
  rows: SearchRow[],
): SearchResponse {
  const groups: SearchGroup[] = searchTypes
    .filter((type) => types.includes(type))
    .map((type) => {
      const hits = rows.filter((row) => row.type === type);
      return {
        type,
        total: hits[0]?.total ?? 0,
        items: hits.map((row) => ({
          type,
          slug: row.slug,
          title: row.title,
          path: row.path,
          snippet: snippetSegments(row.snippet),
        })),
      };
    });
  return { query, total: groups.reduce((sum, g) => sum + g.total, 0), groups };
}

/** Programming page rows → the contract's shapes. */
import type { ProgrammingLanguageDetail, ProgrammingLanguageSummary } from '@tinkerlabs/contract/programming';
import { docHeadings } from '@tinkerlabs/rich-text/headings';
import type { ProgrammingRow } from './programming-queries.ts';

export function presentProgrammingSummary(
  row: Pick<ProgrammingRow, 'slug' | 'name' | 'summary'>,
): ProgrammingLanguageSummary {
  return { slug: row.slug, name: row.name, summary: row.summary };
}

export function presentProgrammingDetail(row: ProgrammingRow): ProgrammingLanguageDetail {
  return {
    ...presentProgrammingSummary(row),
    introduction: row.introduction,
    headings: docHeadings(row.introduction),
    examples: row.examples,
    references: row.references,
  };
}

/**
 * The programming lab's pages as an admin-editable labs catalogue (see ../labs-catalogue.ts). The
 * introduction is a rich-text document, checked against the editor's schema before it is stored.
 */
import {
  createProgrammingRequestSchema,
  updateProgrammingRequestSchema,
  type ProgrammingFields,
} from '@tinkerlabs/contract/admin-labs';
import { validateDoc } from '@tinkerlabs/rich-text/validate-doc';
import { programmingLanguages } from '../../../db/schema.ts';
import { validationFailed } from '../../../http/errors.ts';
import { presentProgrammingDetail } from '../../labs/programming/programming-presenter.ts';
import type { ProgrammingRow } from '../../labs/programming/programming-queries.ts';
import { definedOnly } from '../defined-only.ts';
import type { LabsCatalogue } from '../labs-catalogue.ts';

type Fields = ProgrammingFields & Record<string, unknown>;

function checkIntroduction(fields: Partial<Fields>): Partial<Fields> {
  if (fields.introduction === undefined) return fields;
  const result = validateDoc(fields.introduction);
  if (result.ok) return { ...fields, introduction: result.doc };
  const problems: Record<string, string> = {};
  for (const problem of result.errors)
    problems[problem.path ? `introduction.${problem.path}` : 'introduction'] ??= problem.message;
  throw validationFailed(problems, `The introduction was refused: ${result.errors[0]!.message}`);
}

export const programmingCatalogue: LabsCatalogue<ProgrammingRow, Fields> = {
  contentType: 'programmingLanguage',
  searchType: 'programming',
  table: programmingLanguages,
  noun: 'programming page',
  createSchema: createProgrammingRequestSchema as never,
  updateSchema: updateProgrammingRequestSchema as never,
  check: checkIntroduction,
  toColumns: (f) =>
    definedOnly({
      slug: f.slug,
      name: f.name,
      summary: f.summary,
      introduction: f.introduction,
      examples: f.examples,
      references: f.references,
    }),
  present: (row) => presentProgrammingDetail(row),
};

/** Authorisation rows of /api/admin/labs/programming (see testing/access-rule.ts): administrators only. */
import type { AccessRule } from '../../../testing/access-rule.ts';
import { createProgrammingLanguage } from '../../../testing/catalogue-factories.ts';
import { textDoc } from '../../../testing/rich-text-docs.ts';
import { labsAccessRules } from '../labs-access-rules.ts';

export const accessRules: AccessRule[] = labsAccessRules(
  'programming',
  (db) => createProgrammingLanguage(db),
  (slug) => ({
    slug,
    name: 'Access language',
    summary: 'A language page made for the access test.',
    introduction: textDoc('An introduction.'),
    examples: [{ title: 'Hello', description: 'Prints hello.', code: 'print("hello")' }],
    references: [{ title: 'Docs', url: 'https://example.org/docs' }],
  }),
  { summary: 'A language page edited by the access test.' },
);

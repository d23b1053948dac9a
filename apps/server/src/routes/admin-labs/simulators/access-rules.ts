/** Authorisation rows of /api/admin/labs/simulators (see testing/access-rule.ts): administrators only. */
import type { AccessRule } from '../../../testing/access-rule.ts';
import { createSimulator } from '../../../testing/catalogue-factories.ts';
import { labsAccessRules } from '../labs-access-rules.ts';

export const accessRules: AccessRule[] = labsAccessRules(
  'simulators',
  (db) => createSimulator(db),
  (slug) => ({
    slug,
    name: 'Access simulator',
    category: 'emulators',
    url: 'https://example.org/access-simulator',
    repositoryUrl: null,
    license: 'MIT',
    platforms: ['Web'],
    summary: 'A simulator made for the access test.',
    description: 'A simulator made for the access test, with a description long enough.',
    tags: [],
  }),
  { license: 'Apache-2.0' },
);

/** Test support: a stored project as the API answers it, and the search answer for store items. */
import type { SearchResponse } from '@tinkerlabs/contract/search';
import type { ProjectRecord } from '@tinkerlabs/contract/submissions';

export function projectRecord(overrides: Partial<ProjectRecord> = {}): ProjectRecord {
  return {
    id: 'p1',
    status: 'pending',
    version: 1,
    rejectionReason: null,
    author: { id: 'u2', name: 'ada_lovelace' },
    createdAt: '2026-11-21T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    reviewedAt: null,
    publishedAt: null,
    publicPath: null,
    history: [
      {
        action: 'submitted',
        at: '2026-11-21T10:00:00.000Z',
        actor: { id: 'u2', name: 'ada_lovelace' },
        reason: null,
        changedFields: [],
        version: 1,
      },
    ],
    slug: 'line-follower',
    title: 'Line Follower',
    summary: 'A small robot that follows a black line on the floor.',
    coverImage: null,
    difficulty: 'beginner',
    estimatedHours: 4,
    tags: [],
    components: [
      {
        quantity: 2,
        note: null,
        item: { uniqueKey: 'POLOLU-2130', name: 'Micro metal gearmotor', price: 19.95, currency: 'USD' },
      },
    ],
    repositoryUrl: null,
    body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Build it.' }] }] },
    ...overrides,
  };
}

export const itemSearchAnswer: SearchResponse = {
  query: 'servo',
  total: 1,
  groups: [
    {
      type: 'storeItem',
      total: 1,
      items: [
        {
          type: 'storeItem',
          slug: 'SG90',
          title: 'SG90 micro servo',
          path: '/stores/maker-parts#item-SG90',
          snippet: [],
        },
      ],
    },
  ],
};

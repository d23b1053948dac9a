import type { AdminResource } from '@tinkerlabs/contract/admin-resources';
import { describe, expect, it } from 'vitest';
import {
  checkResourceRequest,
  emptyResourceValues,
  fieldMessages,
  requestFromValues,
  valuesFromResource,
} from './resource-form-values.ts';

const resource: AdminResource = {
  id: 'r1',
  slug: 'sutton-barto',
  title: 'Reinforcement Learning',
  kind: 'book',
  collection: 'rl',
  authors: ['Richard S. Sutton', 'Andrew G. Barto'],
  year: 2018,
  publisher: null,
  url: 'https://example.org/rl',
  summary: 'The classic introduction.',
  level: 'intermediate',
  free: true,
  tags: [{ slug: 'reinforcement-learning', name: 'Reinforcement learning' }],
  publicPath: '/resources/sutton-barto',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  history: [],
};

describe('resource form values', () => {
  it('round-trips a record through the form unchanged', () => {
    const { id: _id, publicPath: _p, createdAt: _c, updatedAt: _u, history: _h, tags, ...fields } = resource;
    expect(requestFromValues(valuesFromResource(resource))).toEqual({
      ...fields,
      tags: tags.map((t) => t.slug),
    });
  });

  it('reads one author per line, an empty year and publisher as none', () => {
    const request = requestFromValues({
      ...emptyResourceValues,
      authors: ' Ada \n\n Grace\n',
      year: ' ',
      publisher: '  ',
    });
    expect(request).toMatchObject({ authors: ['Ada', 'Grace'], year: null, publisher: null });
  });

  it('gives the contract’s message per field, an author’s problem under authors', () => {
    const messages = checkResourceRequest(
      requestFromValues({
        ...emptyResourceValues,
        title: 'Ok title',
        authors: 'x'.repeat(121),
        year: 'soon',
        url: 'example.org',
        summary: 'A long enough summary.',
      }),
    );
    expect(messages).toEqual({
      authors: 'Keep an author under 120 characters.',
      year: 'The year must be a number such as 2018, or empty.',
      url: 'The link must be a full web address starting with https://.',
    });
    expect(checkResourceRequest(requestFromValues(valuesFromResource(resource)))).toEqual({});
  });

  it('folds nested paths into their field', () => {
    expect(fieldMessages({ 'tags.3': 'Bad tag.', tags: 'Later.', title: 'T.' })).toEqual({
      tags: 'Bad tag.',
      title: 'T.',
    });
  });
});

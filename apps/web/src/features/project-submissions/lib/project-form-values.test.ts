import type { ProjectRecord } from '@tinkerlabs/contract/submissions';
import { describe, expect, it } from 'vitest';
import { requestOf, valuesOf } from './project-form-values.ts';

const record = {
  id: 'p1',
  version: 3,
  status: 'rejected',
  slug: 'line-follower',
  title: 'Line Follower',
  summary: 'A small robot that follows a black line on the floor.',
  coverImage: '/uploads/cover.png',
  difficulty: 'beginner',
  estimatedHours: 4.5,
  tags: [{ slug: 'robotics', name: 'Robotics' }],
  components: [
    {
      quantity: 2,
      note: null,
      item: { uniqueKey: 'POLOLU-2130', name: 'Motor', price: 9.95, currency: 'USD' },
    },
  ],
  repositoryUrl: null,
  body: { type: 'doc', content: [{ type: 'paragraph' }] },
} as unknown as ProjectRecord;

describe('the project form values', () => {
  it('a stored project becomes the text the inputs show, and back the same request', () => {
    const values = valuesOf(record);
    expect(values).toMatchObject({
      slugEdited: false,
      estimatedHours: '4.5',
      tags: ['robotics'],
      repositoryUrl: '',
      components: [{ uniqueKey: 'POLOLU-2130', name: 'Motor', quantity: '2', note: '' }],
    });
    expect(requestOf(values)).toEqual({
      title: 'Line Follower',
      slug: '', // follows the title: the server derives it
      summary: record.summary,
      coverImage: '/uploads/cover.png',
      difficulty: 'beginner',
      estimatedHours: 4.5,
      tags: ['robotics'],
      components: [{ uniqueKey: 'POLOLU-2130', quantity: 2, note: null }],
      repositoryUrl: null,
      body: record.body,
    });
  });

  it('an edited slug, a comma decimal and a note are sent as typed', () => {
    const values = { ...valuesOf(record), slug: 'my-robot', slugEdited: true, estimatedHours: '2,5' };
    values.components = [{ ...values.components[0]!, note: 'any 6 V motor' }];
    const request = requestOf(values);
    expect(request.slug).toBe('my-robot');
    expect(request.estimatedHours).toBe(2.5);
    expect(request.components[0]?.note).toBe('any 6 V motor');
  });

  it('a slug that differs from the title is marked as edited', () => {
    expect(valuesOf({ ...record, slug: 'line-follower-2' }).slugEdited).toBe(true);
  });
});

import type { AdminTopic } from '@tinkerlabs/contract/admin-learninghub';
import { describe, expect, it } from 'vitest';
import { changesOf, hasChanges, valuesOf } from './topic-values.ts';

const saved: AdminTopic = {
  id: 't1',
  domainId: 'd1',
  slug: 'pid',
  title: 'PID',
  summary: 'Gains.',
  position: 1,
  published: false,
  readingMinutes: 1,
  updatedAt: '2026-01-01T00:00:00.000Z',
  body: { type: 'doc', content: [{ type: 'paragraph' }] },
  domain: { id: 'd1', slug: 'control', title: 'Control', published: true },
  history: [],
};

describe('changesOf', () => {
  it('sends only the fields that differ, based on the saved updatedAt', () => {
    const values = { ...valuesOf(saved), title: 'PID control', published: true };
    expect(changesOf(saved, values)).toEqual({
      baseUpdatedAt: saved.updatedAt,
      title: 'PID control',
      published: true,
    });
  });

  it('compares the body by content and can be based on a newer copy', () => {
    const body = { type: 'doc', content: [{ type: 'paragraph' }] } as AdminTopic['body'];
    expect(changesOf(saved, { ...valuesOf(saved), body }, 'later')).toEqual({ baseUpdatedAt: 'later' });
    expect(hasChanges(saved, { ...valuesOf(saved), body })).toBe(false);
    expect(hasChanges(saved, { ...valuesOf(saved), summary: 'x' })).toBe(true);
  });
});

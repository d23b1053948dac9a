import type { RichTextDoc } from '@tinkerlabs/rich-text/document';
import { describe, expect, it } from 'vitest';
import { missingForReview, submitBlocker } from './review-readiness.ts';

const text = (words: string): RichTextDoc => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: words }] }],
});
const empty: RichTextDoc = { type: 'doc', content: [{ type: 'paragraph' }] };

describe('missingForReview', () => {
  it('names the title, the text and the summary when they are blank, in the editor’s order', () => {
    expect(missingForReview({ title: ' ', summary: '', body: empty })).toEqual(['title', 'body', 'summary']);
    expect(missingForReview({ title: 'Servos', summary: 'How they hold', body: text('  ') })).toEqual([
      'body',
    ]);
  });

  it('counts a formula as text, as the server does', () => {
    const maths: RichTextDoc = {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'mathInline', attrs: { expression: 'E=mc^2' } }] }],
    };
    expect(missingForReview({ title: 'E', summary: 'Energy', body: maths })).toEqual([]);
  });
});

describe('submitBlocker', () => {
  it('lists what is missing in one sentence', () => {
    expect(submitBlocker(['title', 'body', 'summary'], { status: 'saved' })).toBe(
      'Add a title, some text and a summary (under Details) to submit.',
    );
    expect(submitBlocker(['summary'], { status: 'saved' })).toBe('Add a summary (under Details) to submit.');
  });

  it('holds a complete draft back only while it cannot be saved', () => {
    expect(submitBlocker([], { status: 'unsaved' })).toBeNull();
    expect(submitBlocker([], { status: 'saving' })).toBeNull();
    expect(submitBlocker([], { status: 'conflict', message: 'x', current: null })).toBe(
      'Choose which copy to keep before submitting.',
    );
    expect(submitBlocker([], { status: 'refused', message: 'taken' })).toMatch(/saved before/);
  });
});

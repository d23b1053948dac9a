import type { RichTextDoc } from '@tinkerlabs/rich-text/document';
import { validateDoc } from '@tinkerlabs/rich-text/validate-doc';
import { describe, expect, it } from 'vitest';
import { toStorableDoc } from './storable-doc.ts';

describe('toStorableDoc', () => {
  it('drops pasted images and links the server would refuse, keeping the text', () => {
    const doc = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'click',
              marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }],
            },
            { type: 'mathInline', attrs: { expression: 'x^2' } },
          ],
        },
        {
          type: 'image',
          attrs: { src: 'https://evil.example/x.png', alt: null, title: null, width: null, height: null },
        },
        { type: 'codeBlock', attrs: { language: 'not a language!' }, content: [{ type: 'text', text: 'x' }] },
      ],
    } as unknown as RichTextDoc;
    const stored = toStorableDoc(doc);
    expect(stored.content).toHaveLength(2);
    expect(stored.content[0]).toEqual({
      type: 'paragraph',
      content: [
        { type: 'text', text: 'click' },
        { type: 'mathInline', attrs: { expression: 'x^2' } },
      ],
    });
    expect(validateDoc(stored).ok).toBe(true);
  });

  it('an empty document stays a valid one', () => {
    expect(validateDoc(toStorableDoc({ type: 'doc', content: [] })).ok).toBe(true);
  });
});

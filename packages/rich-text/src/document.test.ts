// Finding an interactive block in a page's state, as the server and the app both do before hydration.
import { describe, expect, it } from 'vitest';
import { interactiveNodeTypes, jsonHasInteractiveBlocks } from './document.ts';

const docWith = (content: unknown[]) => ({ type: 'doc', content });

describe('jsonHasInteractiveBlocks', () => {
  it.each(interactiveNodeTypes)('finds a %s anywhere in the state', (type) => {
    const state = {
      queries: [{ queryKey: ['lesson'], state: { data: { body: docWith([{ type, attrs: {} }]) } } }],
    };
    expect(jsonHasInteractiveBlocks(JSON.stringify(state))).toBe(true);
  });

  it('finds none in a document of prose, code and maths, or in text that names a block type', () => {
    const prose = docWith([
      {
        type: 'paragraph',
        content: [{ type: 'text', text: 'A "codeCell" is a cell; so is {"type":"exercise"}.' }],
      },
      { type: 'codeBlock', attrs: { language: 'python' }, content: [{ type: 'text', text: 'print(1)' }] },
      { type: 'mathBlock', attrs: { latex: 'x^2' } },
    ]);
    expect(jsonHasInteractiveBlocks(JSON.stringify({ body: prose }))).toBe(false);
  });
});

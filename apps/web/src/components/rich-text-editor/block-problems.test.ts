import { describe, expect, it } from 'vitest';
import { blockProblems, placeProblems } from './block-problems.ts';

describe('blockProblems', () => {
  it('gives validateDoc’s problems at paths inside the block’s attributes', () => {
    expect(
      blockProblems({
        type: 'codeCell',
        attrs: { id: 'cell-1', language: 'cpp', board: true, code: '', input: '' },
      }),
    ).toEqual([{ path: 'board', message: 'Only a MicroPython cell has the virtual board.' }]);
  });

  it('says in plain words what zod would say in its own', () => {
    const problems = blockProblems({
      type: 'exercise',
      attrs: {
        id: 'x',
        title: 'T',
        question: [{ type: 'paragraph' }],
        answer: { kind: 'number', value: Number.NaN, tolerance: 0, unit: 'm'.repeat(40), mistakes: [] },
        hints: [],
        solution: [{ type: 'paragraph' }],
        feedback: { correct: [], incorrect: [] },
      },
    });
    expect(problems).toEqual([
      { path: 'answer.value', message: 'Type a number.' },
      { path: 'answer.unit', message: 'At most 32 characters.' },
    ]);
  });
});

describe('placeProblems', () => {
  it('puts each problem under the field with the longest matching path, the rest for the whole form', () => {
    const placed = placeProblems(
      [
        { path: 'answer.options.1.text', message: 'An option needs its text.' },
        { path: 'answer.options', message: 'Mark at least one option correct.' },
        { path: 'answer.options.0.id', message: 'Bad id.' },
        { path: 'answer.options.1.text', message: 'A second message.' },
        { path: 'id', message: 'Not here.' },
      ],
      ['answer.options', 'answer.options.1.text'],
    );
    expect([...placed.byField]).toEqual([
      ['answer.options.1.text', 'An option needs its text.'],
      ['answer.options', 'Mark at least one option correct.'],
    ]);
    expect(placed.general).toEqual(['Not here.']);
  });
});

import { describe, expect, it } from 'vitest';
import { blockSummary } from './interactive-block-summary.ts';

const paragraph = (text: string) => ({
  type: 'paragraph' as const,
  content: [{ type: 'text' as const, text }],
});

describe('blockSummary', () => {
  it('names a code cell by its language and shows its first lines', () => {
    const summary = blockSummary({
      type: 'codeCell',
      attrs: { id: 'c', language: 'micropython', board: true, code: 'a\nb\nc\nd\ne', input: '' },
    });
    expect(summary).toEqual({
      title: 'Code cell (MicroPython)',
      details: ['With the virtual board'],
      excerpt: 'a\nb\nc\nd\n…',
      code: true,
    });
  });

  it('names an exercise by its title, with its kind of answer, hints and question', () => {
    const summary = blockSummary({
      type: 'exercise',
      attrs: {
        id: 'pick',
        title: 'Pick one',
        question: [paragraph('Which arm')],
        answer: {
          kind: 'choice',
          multiple: false,
          options: [
            { id: 'a', text: [], correct: true, feedback: [] },
            { id: 'b', text: [], correct: false, feedback: [] },
          ],
        },
        hints: [[paragraph('h')]],
        solution: [paragraph('s')],
        feedback: { correct: [], incorrect: [] },
      },
    });
    expect(summary.title).toBe('Exercise: Pick one');
    expect(summary.details).toEqual(['Multiple choice: 2 options, 1 correct', '1 hint']);
    expect(summary.excerpt).toBe('Which arm');
  });

  it('names a lab by what it shows', () => {
    expect(
      blockSummary({
        type: 'labWidget',
        attrs: { kind: 'robotArm', arm: 'scara', joints: [], target: null },
      }),
    ).toMatchObject({ title: 'Lab: Robot arm: SCARA', details: ['Home pose'] });
    expect(
      blockSummary({
        type: 'labWidget',
        attrs: { kind: 'maze', maze: 'classic/japan2013ef', text: null, mouse: 'flood-fill' },
      }),
    ).toMatchObject({ title: 'Lab: Maze: japan2013ef', details: ['Flood fill'] });
  });
});

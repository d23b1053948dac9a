import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExerciseAttrs } from '@tinkerlabs/rich-text/exercise';
import { markdownToDoc } from '@tinkerlabs/rich-text/markdown-to-doc';
import { validateDoc } from '@tinkerlabs/rich-text/validate-doc';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ExerciseDialog } from './exercise-dialog.tsx';

function renderDialog(initial: ExerciseAttrs | null = null, takenIds: string[] = []) {
  const onConfirm = vi.fn<(attrs: ExerciseAttrs) => void>();
  const onClose = vi.fn();
  const user = userEvent.setup();
  // The preview renders the site's links, which belong to a router.
  render(
    <ExerciseDialog initial={initial} takenIds={new Set(takenIds)} onConfirm={onConfirm} onClose={onClose} />,
    {
      wrapper: MemoryRouter,
    },
  );
  const dialog = screen.getByRole('dialog', { name: initial ? 'Edit the exercise' : 'Insert an exercise' });
  const field = (name: string | RegExp, within_: HTMLElement = dialog) =>
    within(within_).getByRole('textbox', { name }) as HTMLInputElement;
  /** Types text as is: userEvent would read `{` and `[` as keys. */
  const write = async (name: string | RegExp, text: string, within_?: HTMLElement) => {
    const target = field(name, within_);
    await user.clear(target);
    target.focus();
    await user.paste(text);
  };
  const ok = () => user.click(within(dialog).getByRole('button', { name: 'OK' }));
  const confirmed = () => onConfirm.mock.lastCall?.[0];
  const group = (name: string) => within(dialog).getByRole('group', { name });
  return { user, onConfirm, onClose, dialog, field, write, ok, confirmed, group };
}

const blocks = (markdown: string) => markdownToDoc(markdown).content;
const inline = (markdown: string) => (markdownToDoc(markdown).content[0] as { content: unknown[] }).content;
const valid = (attrs: ExerciseAttrs) =>
  validateDoc({ type: 'doc', content: [{ type: 'exercise', attrs }] }).ok;

describe('ExerciseDialog: a number answer', () => {
  it('inserts an exercise whose id comes from its title, with Markdown and maths in its rich parts', async () => {
    const { user, write, ok, confirmed, group, onClose, dialog } = renderDialog(null, ['reach-of-the-arm']);
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus();
    await write('Title', 'Reach of the arm');
    await write('Question', 'Links of $l_1 = 0.30$ m and $l_2 = 0.25$ m: how **far** can the tip reach?');
    await write('Right answer', '0,55');
    await write('Tolerance', '0.005');
    await write('Unit (optional)', 'm');
    await user.click(within(group('Hints')).getByRole('button', { name: 'Add a hint' }));
    await write('Hint 1', 'Where is the tip when the elbow angle is zero?');
    await write('Worked solution', 'Straight, the links add:\n\n$$\n0.30 + 0.25 = 0.55\n$$');
    await write('For a right answer', 'Yes: the arm is *straight*.');
    expect(within(dialog).getByRole('region', { name: 'Preview' })).toHaveTextContent('Reach of the arm');
    await ok();
    expect(confirmed()).toEqual({
      id: 'reach-of-the-arm-2',
      title: 'Reach of the arm',
      question: blocks('Links of $l_1 = 0.30$ m and $l_2 = 0.25$ m: how **far** can the tip reach?'),
      answer: { kind: 'number', value: 0.55, tolerance: 0.005, unit: 'm', mistakes: [] },
      hints: [blocks('Where is the tip when the elbow angle is zero?')],
      solution: blocks('Straight, the links add:\n\n$$\n0.30 + 0.25 = 0.55\n$$'),
      feedback: { correct: inline('Yes: the arm is *straight*.'), incorrect: [] },
    });
    expect(valid(confirmed()!)).toBe(true);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('keeps common mistakes with their own feedback', async () => {
    const { user, write, ok, confirmed, group } = renderDialog();
    await write('Title', 'Inner radius');
    await write('Question', 'How close?');
    await write('Right answer', '0.05');
    await user.click(
      within(group('Common mistakes (optional)')).getByRole('button', { name: 'Add a common mistake' }),
    );
    await write('Mistake 1: the wrong answer', '0.55');
    await write('Mistake 1: what to tell them', 'That is the *outer* radius.');
    await write('Worked solution', '$|l_1 - l_2|$');
    await ok();
    expect(confirmed()?.answer).toEqual({
      kind: 'number',
      value: 0.05,
      tolerance: 0,
      unit: null,
      mistakes: [{ value: 0.55, feedback: inline('That is the *outer* radius.') }],
    });
    expect(valid(confirmed()!)).toBe(true);
  });

  it('shows every problem of an empty form under its field and focuses the first', async () => {
    const { ok, field, onConfirm, dialog } = renderDialog();
    await ok();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(field('Title')).toHaveAccessibleDescription(/An exercise needs a title\./);
    expect(field('Title')).toHaveFocus();
    expect(field('Question')).toHaveAccessibleDescription(/The question needs at least one paragraph\./);
    expect(field('Right answer')).toHaveAccessibleDescription('Give the right answer.');
    expect(field('Worked solution')).toHaveAccessibleDescription(
      /The worked solution needs at least one paragraph\./,
    );
    expect(within(dialog).getByRole('region', { name: 'Preview' })).toHaveTextContent(
      'The preview appears once the block is complete.',
    );
  });

  it('says so when a value is not a number, and when Markdown cannot be read', async () => {
    const { write, ok, field } = renderDialog();
    await write('Right answer', 'about half');
    await write('Question', ':::quiz\nWhat?\n:::');
    await ok();
    expect(field('Right answer')).toHaveAccessibleDescription('Type a number, such as 0.55 or 2.5e-3.');
    expect(field('Question')).toHaveAccessibleDescription(/Line 1: ":::quiz" is not a directive/);
  });

  it('refuses maths the site will not render, naming it', async () => {
    const { write, ok, field } = renderDialog();
    await write('Question', 'Click $\\href{https://x.org}{here}$');
    await ok();
    expect(field('Question')).toHaveAccessibleDescription(/Maths may not use \\href/);
  });
});

describe('ExerciseDialog: multiple choice', () => {
  it('inserts a choice with option texts, the right option and feedback', async () => {
    const { user, write, ok, confirmed, dialog, group } = renderDialog();
    await write('Title', 'Pick the SCARA');
    await write('Question', 'Which arm has two parallel revolute joints?');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Kind of answer' }),
      'Multiple choice',
    );
    await write('Text', 'Cartesian', group('Option 1'));
    await write('Feedback when chosen (optional)', 'It only slides.', group('Option 1'));
    await write('Text', 'SCARA with $\\theta_1$', group('Option 2'));
    await user.click(within(group('Option 2')).getByRole('checkbox', { name: 'Correct' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add an option' }));
    await write('Text', 'Spherical', group('Option 3'));
    await write('Worked solution', 'SCARA.');
    await ok();
    expect(confirmed()?.answer).toEqual({
      kind: 'choice',
      multiple: false,
      options: [
        { id: 'option-1', text: inline('Cartesian'), correct: false, feedback: inline('It only slides.') },
        { id: 'option-2', text: inline('SCARA with $\\theta_1$'), correct: true, feedback: [] },
        { id: 'option-3', text: inline('Spherical'), correct: false, feedback: [] },
      ],
    });
    expect(valid(confirmed()!)).toBe(true);
  });

  it('removes an option, keeping the others’ ids', async () => {
    const { user, write, ok, confirmed, dialog, group } = renderDialog();
    await write('Title', 'T');
    await write('Question', 'Q');
    await write('Worked solution', 'S');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Kind of answer' }),
      'Multiple choice',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add an option' }));
    await write('Text', 'a', group('Option 1'));
    await write('Text', 'b', group('Option 2'));
    await write('Text', 'c', group('Option 3'));
    await user.click(within(group('Option 3')).getByRole('checkbox', { name: 'Correct' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove option 1' }));
    await ok();
    const answer = confirmed()?.answer;
    expect(answer?.kind === 'choice' && answer.options.map((option) => option.id)).toEqual([
      'option-2',
      'option-3',
    ]);
  });

  it('asks for a correct option, and for "choose all that apply" when several are', async () => {
    const { user, write, ok, dialog, group, onConfirm } = renderDialog();
    await write('Title', 'T');
    await write('Question', 'Q');
    await write('Worked solution', 'S');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Kind of answer' }),
      'Multiple choice',
    );
    await write('Text', 'a', group('Option 1'));
    await write('Text', 'b', group('Option 2'));
    await ok();
    expect(within(dialog).getByText('Mark at least one option correct.')).toHaveFocus();
    await user.click(within(group('Option 1')).getByRole('checkbox', { name: 'Correct' }));
    await user.click(within(group('Option 2')).getByRole('checkbox', { name: 'Correct' }));
    const multiple = within(dialog).getByRole('checkbox', { name: 'Learners choose all that apply' });
    expect(multiple).toHaveAccessibleDescription(/make it a "choose all that apply" question/);
    await user.click(multiple);
    await ok();
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});

describe('ExerciseDialog: text and code answers', () => {
  it('inserts a text answer compared as an expression', async () => {
    const { user, write, ok, confirmed, dialog } = renderDialog();
    await write('Title', 'Derivative');
    await write('Question', 'Differentiate $x^3$.');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Kind of answer' }),
      'A text or an expression',
    );
    await write('Accepted answers', '3x^2\n\n 3*x**2 ');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Compare as an expression' }));
    await write('Worked solution', 'Bring the power down.');
    await ok();
    expect(confirmed()?.answer).toEqual({
      kind: 'text',
      accepted: ['3x^2', '3*x**2'],
      mode: 'expression',
      mistakes: [],
    });
    expect(valid(confirmed()!)).toBe(true);
  });

  it('inserts a code answer with its tests and solution', async () => {
    const { user, write, ok, confirmed, dialog, field } = renderDialog();
    await write('Title', 'Clamp');
    await write('Question', 'Write `clamp(x, lo, hi)`.');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Kind of answer' }),
      'A program (checked by tests)',
    );
    await write('Starting code', 'def clamp(x, lo, hi):\n    pass');
    await write('Tests', 'def test_inside():\n    assert clamp(1, 0, 2) == 1');
    await write('Solution', 'def clamp(x, lo, hi):\n    return max(lo, min(x, hi))');
    await write('Worked solution', 'Use `min` and `max`.');
    expect(field('Tests')).toHaveAccessibleDescription(/Functions test_… that assert/);
    await ok();
    expect(confirmed()?.answer).toEqual({
      kind: 'code',
      language: 'python',
      code: 'def clamp(x, lo, hi):\n    pass',
      tests: 'def test_inside():\n    assert clamp(1, 0, 2) == 1',
      solution: 'def clamp(x, lo, hi):\n    return max(lo, min(x, hi))',
    });
    expect(valid(confirmed()!)).toBe(true);
  });

  it('asks for tests and a solution', async () => {
    const { user, write, ok, field, dialog } = renderDialog();
    await write('Title', 'T');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Kind of answer' }),
      'A program (checked by tests)',
    );
    await ok();
    expect(field('Tests')).toHaveAccessibleDescription(/A code exercise needs its tests\./);
    expect(field('Solution')).toHaveAccessibleDescription(/A code exercise needs its solution\./);
  });
});

describe('ExerciseDialog: editing', () => {
  const existing: ExerciseAttrs = {
    id: 'gain',
    title: 'The gain',
    question: blocks(
      'Set $K_p$ so the **error** halves:\n\n- start at 1\n- double it\n\n```python\nkp = 1\n```\n\nSee [the lab](/labs/pid).',
    ) as ExerciseAttrs['question'],
    answer: {
      kind: 'text',
      accepted: ['2', 'two'],
      mode: 'text',
      mistakes: [
        { value: '1', feedback: inline('Too *small*: $e$ stays.') as ExerciseAttrs['feedback']['correct'] },
      ],
    },
    hints: [
      blocks('First hint with $x$.') as ExerciseAttrs['question'],
      blocks('Second hint.') as ExerciseAttrs['question'],
      blocks('Third hint.') as ExerciseAttrs['question'],
    ],
    solution: blocks('$$\nK_p = 2\n$$') as ExerciseAttrs['question'],
    feedback: { correct: inline('**Yes.**') as ExerciseAttrs['feedback']['correct'], incorrect: [] },
  };

  it('opens with every part as it is, and gives back the same exercise when nothing changes', async () => {
    const { ok, confirmed, field, dialog } = renderDialog(existing);
    expect(field('Title')).toHaveValue('The gain');
    expect(field('Question')).toHaveValue(
      'Set $K_p$ so the **error** halves:\n\n- start at 1\n- double it\n\n```python\nkp = 1\n```\n\nSee [the lab](/labs/pid).',
    );
    expect(within(dialog).getByRole('combobox', { name: 'Kind of answer' })).toHaveValue('text');
    expect(field('Accepted answers')).toHaveValue('2\ntwo');
    expect(field('Hint 2')).toHaveValue('Second hint.');
    await ok();
    expect(confirmed()).toEqual(existing);
  });

  it('keeps the id when the title changes, and reorders and removes hints', async () => {
    const { user, write, ok, confirmed, dialog } = renderDialog(existing);
    await write('Title', 'A new title');
    await user.click(within(dialog).getByRole('button', { name: 'Move hint 3 up' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove hint 1' }));
    await ok();
    expect(confirmed()).toMatchObject({ id: 'gain', title: 'A new title' });
    expect(confirmed()?.hints).toEqual([existing.hints[2], existing.hints[1]]);
  });

  it('keeps what the other answer kinds held while switching between them', async () => {
    const { user, ok, confirmed, dialog } = renderDialog(existing);
    const kind = within(dialog).getByRole('combobox', { name: 'Kind of answer' });
    await user.selectOptions(kind, 'A number');
    await user.selectOptions(kind, 'A text or an expression');
    await ok();
    expect(confirmed()?.answer).toEqual(existing.answer);
  });
});

import type { ProgressRecord } from '@tinkerlabs/contract/learning-progress';
import type { BasicBlockNode, ExerciseNode, InlineNode } from '@tinkerlabs/rich-text/document';
import type { ChoiceOption, ExerciseAnswer } from '@tinkerlabs/rich-text/exercise';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { InlineContent } from '@/components/rich-text/inline-content.tsx';
import { reloadSession } from '@/lib/auth/session-store.ts';
import { sessionAnswer, stubApi } from '@/testing/fake-api.ts';
import { recordAttempt } from '../lib/progress-store.ts';
import { Exercise } from './exercise.tsx';

const page = '/learninghub/a/b';
const words = (text: string): InlineNode[] => [{ type: 'text', text }];
const para = (text: string): BasicBlockNode => ({ type: 'paragraph', content: words(text) });

/** The blocks an exercise holds, as the page renders its paragraphs. */
function Paragraphs({ nodes }: { nodes: BasicBlockNode[] }) {
  return (
    <>
      {nodes.map((node, index) =>
        node.type === 'paragraph' ? (
          <p key={index}>
            <InlineContent nodes={node.content} />
          </p>
        ) : null,
      )}
    </>
  );
}

// Progress is kept per page and exercise id, in one store for the whole test run: each test has its own id.
let serial = 0;
const numberAnswer: ExerciseAnswer = {
  kind: 'number',
  value: 0.55,
  tolerance: 0.005,
  unit: 'm',
  mistakes: [{ value: 0.05, feedback: words('That is the inner radius of the workspace.') }],
};

function exercise(
  answer: ExerciseAnswer = numberAnswer,
  change: Partial<ExerciseNode['attrs']> = {},
): ExerciseNode {
  serial += 1;
  return {
    type: 'exercise',
    attrs: {
      id: `reach-${serial}`,
      title: 'Reach of a two-link arm',
      question: [para('How far from the base can the tip reach?')],
      answer,
      hints: [[para('Where is the tip when the elbow is straight?')], [para('Add the two links.')]],
      solution: [para('Straight, the links add: 0.30 + 0.25 = 0.55 m.')],
      feedback: { correct: words('Yes: the arm is straight.'), incorrect: [] },
      ...change,
    },
  };
}

function renderExercise(node: ExerciseNode, { number = 1, at = page as string | null } = {}) {
  const user = userEvent.setup();
  render(<Exercise node={node} number={number} page={at} renderBlocks={Paragraphs} />);
  return { user, group: screen.getByRole('group', { name: `Exercise ${number}: ${node.attrs.title}` }) };
}

/** The region "Correct" / "Not yet" is said in (the solution's answer is a named `<output>`, a status too). */
const feedback = () => screen.getByRole('status', { name: (name) => name === '' });
const checkButton = () => screen.getByRole('button', { name: 'Check' });
const solutionButton = () => screen.getByRole('button', { name: 'Show solution' });

const anonymousRecords = (): ProgressRecord[] =>
  JSON.parse(localStorage.getItem('tinkerlabs.progress.anonymous') ?? '[]');
const recordOf = (node: ExerciseNode) =>
  anonymousRecords().find((record) => record.page === page && record.exerciseId === node.attrs.id);

// The learner is signed out: their progress is recorded in this browser.
beforeAll(async () => {
  stubApi({ 'GET /api/auth/session': sessionAnswer(null) });
  await reloadSession();
});

afterAll(() => vi.unstubAllGlobals());

describe('Exercise', () => {
  it('is a group named by its number and title, with its question and an answer field', () => {
    const node = exercise();
    const { group } = renderExercise(node, { number: 3 });
    expect(group).toHaveAccessibleName('Exercise 3: Reach of a two-link arm');
    expect(within(group).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Exercise 3: Reach of a two-link arm',
    );
    expect(within(group).getByText('How far from the base can the tip reach?')).toBeInTheDocument();
    expect(within(group).getByRole('textbox', { name: 'Your answer' })).toHaveValue('');
    expect(within(group).getByText('m')).toBeInTheDocument();
    expect(feedback()).toBeEmptyDOMElement();
  });

  it('says "Correct" with the author’s feedback and shows "Completed"', async () => {
    const { user } = renderExercise(exercise());
    expect(screen.queryByText('Completed')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Your answer'), '0,55 m');
    await user.click(checkButton());
    expect(feedback()).toHaveTextContent('Correct. Yes: the arm is straight.');
    expect(within(feedback()).getByText('Correct').tagName).toBe('STRONG');
    expect(screen.getByText('Completed')).toBeInTheDocument();
  });

  it('says "Not yet" with the feedback of a known mistake, or a nudge towards the hints', async () => {
    const { user } = renderExercise(exercise());
    const input = screen.getByLabelText('Your answer');
    await user.type(input, '0.05');
    await user.click(checkButton());
    expect(feedback()).toHaveTextContent('Not yet. That is the inner radius of the workspace.');
    await user.clear(input);
    await user.type(input, '0.3');
    await user.click(checkButton());
    expect(feedback()).toHaveTextContent('Not yet: try again, or take a hint.');
    expect(screen.queryByText('Completed')).not.toBeInTheDocument();
  });

  it('says "Correct." alone when the author gave no feedback', async () => {
    const { user } = renderExercise(exercise(numberAnswer, { feedback: { correct: [], incorrect: [] } }));
    await user.type(screen.getByLabelText('Your answer'), '0.55');
    await user.click(checkButton());
    expect(feedback()).toHaveTextContent(/^Correct\.$/);
  });

  it('checks with Enter in the answer field', async () => {
    const { user } = renderExercise(exercise());
    await user.type(screen.getByLabelText('Your answer'), '0.55{Enter}');
    expect(feedback()).toHaveTextContent('Correct');
  });

  it('reveals the hints one at a time', async () => {
    const { user } = renderExercise(exercise());
    expect(screen.queryByText('Hint 1 of 2')).not.toBeInTheDocument();
    expect(screen.queryByText('Where is the tip when the elbow is straight?')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hint' }));
    expect(screen.getByRole('heading', { name: 'Hint 1 of 2' })).toBeInTheDocument();
    expect(screen.getByText('Where is the tip when the elbow is straight?')).toBeInTheDocument();
    expect(screen.queryByText('Hint 2 of 2')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next hint' }));
    expect(screen.getByRole('heading', { name: 'Hint 2 of 2' })).toBeInTheDocument();
    expect(screen.getByText('Add the two links.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'No more hints' })).toBeDisabled();
  });

  it('has no hint button without hints', () => {
    renderExercise(exercise(numberAnswer, { hints: [] }));
    expect(screen.queryByRole('button', { name: /hint/i })).not.toBeInTheDocument();
  });

  it('opens the solution only after the first attempt, and ends it with the answer', async () => {
    const { user } = renderExercise(exercise());
    expect(solutionButton()).toBeDisabled();
    expect(solutionButton()).toHaveAccessibleDescription('The solution opens after your first attempt.');
    await user.type(screen.getByLabelText('Your answer'), '1');
    await user.click(checkButton());
    expect(feedback()).toHaveTextContent('Not yet');
    expect(solutionButton()).toBeEnabled();
    expect(screen.queryByText('The solution opens after your first attempt.')).not.toBeInTheDocument();
    expect(screen.queryByText('Straight, the links add: 0.30 + 0.25 = 0.55 m.')).not.toBeInTheDocument();

    await user.click(solutionButton());
    const solution = screen.getByRole('heading', { name: 'Solution' }).parentElement!;
    expect(within(solution).getByText('Straight, the links add: 0.30 + 0.25 = 0.55 m.')).toBeInTheDocument();
    const answer = within(solution).getByRole('status', { name: 'Answer' });
    expect(answer.tagName).toBe('OUTPUT');
    expect(answer).toHaveTextContent(/^0\.55 m$/);
    expect(solution.lastElementChild).toContainElement(answer);
    expect(solutionButton()).toBeDisabled();
  });

  it('says an answer that is not a number is invalid, without counting it as an attempt', async () => {
    const node = exercise();
    const { user } = renderExercise(node);
    await user.click(checkButton());
    expect(feedback()).toHaveTextContent('Type a number, such as 0.25 or 2.5e-3.');
    await user.type(screen.getByLabelText('Your answer'), 'about half a metre');
    await user.click(checkButton());
    expect(feedback()).toHaveTextContent('Type a number, such as 0.25 or 2.5e-3.');
    expect(feedback()).not.toHaveTextContent(/Correct|Not yet/);
    expect(solutionButton()).toBeDisabled();
    expect(recordOf(node)).toBeUndefined();
  });

  it('records each checked answer under the page and exercise, the first completion kept', async () => {
    const node = exercise();
    const { user } = renderExercise(node);
    const input = screen.getByLabelText('Your answer');
    await user.type(input, '0.3');
    await user.click(checkButton());
    expect(recordOf(node)).toMatchObject({ attempts: 1, completedAt: null });
    await user.clear(input);
    await user.type(input, '0.55');
    await user.click(checkButton());
    const completedAt = recordOf(node)?.completedAt;
    expect(recordOf(node)).toMatchObject({ attempts: 2, completedAt: expect.any(String) });
    await user.clear(input);
    await user.type(input, '0.3');
    await user.click(checkButton());
    expect(recordOf(node)).toMatchObject({ attempts: 3, completedAt });
    // Completed stays: the exercise was done once.
    expect(screen.getByText('Completed')).toBeInTheDocument();
  });

  it('shows an exercise completed on an earlier visit as completed, with its solution open to it', () => {
    const node = exercise();
    recordAttempt(page, node.attrs.id, true);
    renderExercise(node);
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(solutionButton()).toBeEnabled();
    expect(feedback()).toBeEmptyDOMElement();
  });

  it('records nothing in a preview', async () => {
    const node = exercise();
    const { user } = renderExercise(node, { at: null });
    await user.type(screen.getByLabelText('Your answer'), '0.55');
    await user.click(checkButton());
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(solutionButton()).toBeEnabled();
    expect(anonymousRecords().some((record) => record.exerciseId === node.attrs.id)).toBe(false);
  });
});

describe('Exercise: choices', () => {
  const option = (id: string, text: string, correct: boolean, said = ''): ChoiceOption => ({
    id,
    text: words(text),
    correct,
    feedback: said ? words(said) : [],
  });
  const single: ExerciseAnswer = {
    kind: 'choice',
    multiple: false,
    options: [
      option('encoder', 'An encoder', true, 'It counts the shaft’s steps.'),
      option('speaker', 'A speaker', false, 'A speaker measures nothing.'),
    ],
  };
  const multiple: ExerciseAnswer = {
    kind: 'choice',
    multiple: true,
    options: [
      option('encoder', 'Encoder', true),
      option('pot', 'Potentiometer', true),
      option('speaker', 'Speaker', false, 'A speaker is an output.'),
    ],
  };

  it('offers a single choice as a radio group', async () => {
    const { user, group } = renderExercise(exercise(single, { title: 'Sensing angle' }));
    const radios = within(screen.getByRole('radiogroup', { name: 'Your answer' })).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(['An encoder', 'A speaker']);
    expect(within(group).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(group).queryByRole('textbox')).not.toBeInTheDocument();

    await user.click(checkButton());
    expect(feedback()).toHaveTextContent('Choose an option.');
    expect(solutionButton()).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: 'A speaker' }));
    await user.click(checkButton());
    expect(feedback()).toHaveTextContent('Not yet. A speaker measures nothing.');

    await user.click(screen.getByRole('radio', { name: 'An encoder' }));
    expect(screen.getByRole('radio', { name: 'A speaker' })).not.toBeChecked();
    await user.click(checkButton());
    expect(feedback()).toHaveTextContent('Correct. It counts the shaft’s steps.');
    await user.click(solutionButton());
    expect(screen.getByRole('status', { name: 'Answer' })).toHaveTextContent(/^An encoder$/);
  });

  it('offers "choose all that apply" as checkboxes, right only with every right option', async () => {
    const { user, group } = renderExercise(exercise(multiple, { title: 'Sensors' }));
    expect(within(group).queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(
      within(group).getByRole('group', { name: 'Your answer (choose all that apply)' }),
    ).toBeInTheDocument();
    expect(within(group).getAllByRole('checkbox')).toHaveLength(3);

    await user.click(checkButton());
    expect(feedback()).toHaveTextContent('Choose at least one option.');

    await user.click(screen.getByRole('checkbox', { name: 'Encoder' }));
    await user.click(checkButton());
    expect(feedback()).toHaveTextContent('Not yet: try again, or take a hint.');

    await user.click(screen.getByRole('checkbox', { name: 'Potentiometer' }));
    await user.click(screen.getByRole('checkbox', { name: 'Speaker' }));
    await user.click(checkButton());
    expect(feedback()).toHaveTextContent('Not yet. A speaker is an output.');

    await user.click(screen.getByRole('checkbox', { name: 'Speaker' }));
    expect(screen.getByRole('checkbox', { name: 'Encoder' })).toBeChecked();
    await user.click(checkButton());
    expect(feedback()).toHaveTextContent('Correct. Yes: the arm is straight.');
    await user.click(solutionButton());
    expect(screen.getByRole('status', { name: 'Answer' })).toHaveTextContent(/^Encoder; Potentiometer$/);
  });
});

describe('Exercise: text answers', () => {
  it('accepts an expression written another way and ends the solution with the first accepted form', async () => {
    const answer: ExerciseAnswer = {
      kind: 'text',
      accepted: ['x^2', 'x*x'],
      mode: 'expression',
      mistakes: [{ value: '2x', feedback: words('That is the derivative.') }],
    };
    const { user } = renderExercise(exercise(answer, { title: 'Square' }));
    const input = screen.getByRole('textbox', { name: 'Your answer' });
    await user.type(input, 'y = 2x');
    await user.click(checkButton());
    expect(feedback()).toHaveTextContent('Not yet. That is the derivative.');
    await user.clear(input);
    await user.type(input, 'y = x ** 2');
    await user.click(checkButton());
    expect(feedback()).toHaveTextContent('Correct');
    await user.click(solutionButton());
    expect(screen.getByRole('status', { name: 'Answer' })).toHaveTextContent(/^x\^2$/);
  });
});

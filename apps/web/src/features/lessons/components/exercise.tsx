/**
 * An exercise in a lesson: the question, an answer field of its kind, "Check" with feedback in a
 * status region ("Correct" / "Not yet" and the author's explanation for that answer), graduated
 * hints, and a worked solution that opens after the first attempt and ends with the answer itself.
 * Checking happens here in the browser; each checked answer is recorded as the learner's progress.
 */
import type { BasicBlockNode, ExerciseNode, InlineNode } from '@tinkerlabs/rich-text/document';
import {
  answerText,
  checkAnswer,
  emptyResponse,
  type ExerciseResponse,
  type ExerciseVerdict,
} from '@tinkerlabs/rich-text/exercise';
import { inlineText } from '@tinkerlabs/rich-text/plain-text';
import { useId, useState, type ComponentType, type FormEvent } from 'react';
import { CodeBlock } from '@/components/rich-text/code-block.tsx';
import { InlineContent } from '@/components/rich-text/inline-content.tsx';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/control-styles.ts';
import { useHydrated } from '@/lib/use-hydrated.ts';
import { progressKey, recordAttempt, useProgress } from '../lib/progress-store.ts';
import { editorLanguage } from '../lib/shared-runtimes.ts';
import { AnswerInput } from './answer-input.tsx';
import { CodeAnswer } from './code-answer.tsx';

type BlocksComponent = ComponentType<{ nodes: BasicBlockNode[] }>;

export function Exercise({
  node,
  number,
  page,
  renderBlocks: Blocks,
}: {
  node: ExerciseNode;
  number: number;
  /** The page progress is recorded under; null in a preview, which records nothing. */
  page: string | null;
  renderBlocks: BlocksComponent;
}) {
  const { attrs } = node;
  const headingId = useId();
  const progress = useProgress();
  // The server's markup has its buttons disabled: nothing answers them until the page is the app's.
  const live = useHydrated();
  const stored = page ? progress.records.get(progressKey(page, attrs.id)) : undefined;
  const [response, setResponse] = useState<ExerciseResponse>(() => emptyResponse(attrs.answer));
  const [verdict, setVerdict] = useState<ExerciseVerdict | null>(null);
  const [attemptsHere, setAttemptsHere] = useState(0);
  const [hintsShown, setHintsShown] = useState(0);
  const [solutionShown, setSolutionShown] = useState(false);
  const attempted = attemptsHere > 0 || (stored?.attempts ?? 0) > 0;
  const completed = Boolean(stored?.completedAt) || verdict?.status === 'correct';

  const record = (result: ExerciseVerdict) => {
    setVerdict(result);
    if (result.status === 'invalid') return;
    setAttemptsHere((n) => n + 1);
    if (page) recordAttempt(page, attrs.id, result.status === 'correct');
  };

  const check = (event: FormEvent) => {
    event.preventDefault();
    record(checkAnswer(attrs, response));
  };

  const title = `Exercise ${number}: ${attrs.title}`;
  return (
    <section
      role="group"
      aria-labelledby={headingId}
      className="not-prose my-8 rounded-xl border border-secondary-200 bg-secondary-50/40 p-4 sm:p-5 dark:border-secondary-900 dark:bg-secondary-950/30"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold text-neutral-900 dark:text-white">
          {title}
        </h3>
        {completed ? (
          <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-sm font-semibold text-green-800 dark:bg-green-900/60 dark:text-green-200">
            Completed
          </span>
        ) : null}
      </div>
      <div className="rich-text mt-2">
        <Blocks nodes={attrs.question} />
      </div>

      {attrs.answer.kind === 'code' ? (
        <CodeAnswer answer={attrs.answer} exerciseId={attrs.id} page={page} onChecked={record} />
      ) : (
        <form onSubmit={check} className="mt-4 space-y-3" noValidate>
          <AnswerInput answer={attrs.answer} response={response} onChange={setResponse} />
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={primaryButtonClass} disabled={!live}>
              Check
            </button>
          </div>
        </form>
      )}

      <div role="status" className="mt-3 min-h-6 text-sm">
        {verdict ? <Feedback verdict={verdict} /> : null}
      </div>

      <div className="mt-3 flex flex-wrap gap-2">
        {attrs.hints.length > 0 ? (
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={!live || hintsShown >= attrs.hints.length}
            onClick={() => setHintsShown((n) => Math.min(attrs.hints.length, n + 1))}
          >
            {hintsShown === 0 ? 'Hint' : hintsShown < attrs.hints.length ? 'Next hint' : 'No more hints'}
          </button>
        ) : null}
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={!live || !attempted || solutionShown}
          aria-describedby={attempted ? undefined : `${headingId}-solution-note`}
          onClick={() => setSolutionShown(true)}
        >
          Show solution
        </button>
        {attempted ? null : (
          <span
            id={`${headingId}-solution-note`}
            className="self-center text-xs text-neutral-600 dark:text-neutral-400"
          >
            The solution opens after your first attempt.
          </span>
        )}
      </div>

      {attrs.hints.slice(0, hintsShown).map((hint, index) => (
        <div key={index} className="mt-3 rounded-lg bg-amber-50 p-3 dark:bg-amber-950/40">
          <h4 className="text-sm font-semibold text-amber-900 dark:text-amber-200">
            Hint {index + 1} of {attrs.hints.length}
          </h4>
          <div className="rich-text text-sm">
            <Blocks nodes={hint} />
          </div>
        </div>
      ))}

      {solutionShown ? (
        <div className="mt-4 rounded-lg border border-neutral-200 bg-white p-3 dark:border-neutral-700 dark:bg-neutral-900">
          <h4 className="text-sm font-semibold text-neutral-900 dark:text-white">Solution</h4>
          <div className="rich-text text-sm">
            <Blocks nodes={attrs.solution} />
          </div>
          <SolutionAnswer node={node} />
        </div>
      ) : null}
    </section>
  );
}

function Feedback({ verdict }: { verdict: ExerciseVerdict }) {
  if (verdict.status === 'invalid')
    return <p className="text-neutral-700 dark:text-neutral-300">{verdict.message}</p>;
  const correct = verdict.status === 'correct';
  return (
    <p className={correct ? 'text-green-800 dark:text-green-300' : 'text-amber-900 dark:text-amber-200'}>
      <strong>{correct ? 'Correct' : 'Not yet'}</strong>
      {verdict.feedback.length ? (
        <>
          {'. '}
          <InlineContent nodes={verdict.feedback} />
        </>
      ) : correct ? (
        '.'
      ) : (
        ': try again, or take a hint.'
      )}
    </p>
  );
}

/** The answer itself, at the end of the worked solution: in an `<output>` named "Answer", or the solution's code. */
function SolutionAnswer({ node }: { node: ExerciseNode }) {
  const { answer } = node.attrs;
  if (answer.kind === 'code')
    return (
      <CodeBlock
        node={{
          type: 'codeBlock',
          attrs: { language: editorLanguage(answer.language) },
          content: [{ type: 'text', text: answer.solution }],
        }}
      />
    );
  return (
    <p className="mt-2 text-sm">
      <span className="font-semibold" aria-hidden>
        Answer:{' '}
      </span>
      <output aria-label="Answer" className="font-mono">
        {answer.kind === 'choice'
          ? answer.options
              .filter((option) => option.correct)
              .map((option, index) => (
                <span key={option.id}>
                  {index > 0 ? '; ' : null}
                  <InlineContent nodes={option.text} />
                </span>
              ))
          : answerText(answer, (nodes: InlineNode[]) => inlineText(nodes))}
      </output>
    </p>
  );
}

/**
 * The answer of a code exercise: a code cell whose "Check" runs the author's hidden tests against
 * the learner's code with the same runtime as the page's code cells, and lists each test's result.
 */
import type { ExerciseAnswer, ExerciseVerdict } from '@tinkerlabs/rich-text/exercise';
import { parseTestReport, testProgram, type TestReport } from '@tinkerlabs/rich-text/exercise-tests';
import { useState } from 'react';
import { OutputLog } from '@/components/code/output-panel.tsx';
import { useCellRunner } from '../hooks/use-cell-runner.ts';
import { useStoredCode } from '../hooks/use-stored-code.ts';
import { languageNames } from '../lib/shared-runtimes.ts';
import { CellEditor, CellToolbar, ResetCodeButton } from './code-cell.tsx';

type CodeExerciseAnswer = Extract<ExerciseAnswer, { kind: 'code' }>;

export function CodeAnswer({
  answer,
  exerciseId,
  page,
  onChecked,
}: {
  answer: CodeExerciseAnswer;
  exerciseId: string;
  page: string | null;
  onChecked: (verdict: ExerciseVerdict) => void;
}) {
  const stored = useStoredCode(page, `exercise-${exerciseId}`, answer.code);
  const runner = useCellRunner(answer.language);
  const { observe } = runner;
  const [report, setReport] = useState<TestReport | null>(null);
  const name = languageNames[answer.language];

  const check = async () => {
    setReport(null);
    const { result, stdout } = await runner.run(testProgram(answer.language, stored.code, answer.tests), '');
    const parsed = parseTestReport(stdout);
    // What the program printed besides the report is its own output; the report lines are not shown there.
    runner.setChunks((chunks) => chunks.filter((chunk) => chunk.stream !== 'stdout'));
    if (parsed.output) runner.setChunks((chunks) => [{ stream: 'stdout', text: parsed.output }, ...chunks]);
    setReport(parsed);
    if (result.status === 'stopped' || result.status === 'interrupted') return;
    if (parsed.setupError !== null || parsed.tests.length === 0) {
      onChecked({
        status: 'incorrect',
        feedback: [
          {
            type: 'text',
            text: parsed.setupError
              ? `your code did not run (${parsed.setupError}).`
              : 'your code did not run to the tests: see the output.',
          },
        ],
      });
      return;
    }
    const failed = parsed.tests.filter((test) => !test.passed).length;
    onChecked(
      failed === 0
        ? { status: 'correct', feedback: [{ type: 'text', text: `all ${parsed.tests.length} tests pass.` }] }
        : {
            status: 'incorrect',
            feedback: [{ type: 'text', text: `${failed} of ${parsed.tests.length} tests fail.` }],
          },
    );
  };

  return (
    <div ref={observe} aria-label={`Code cell (${name})`} role="region" className="mt-4">
      <CellToolbar
        name={name}
        phase={runner.phase}
        waiting={runner.waiting}
        runLabel="Check"
        onRun={() => void check()}
        onStop={() => void runner.stop()}
        extra={<ResetCodeButton stored={stored} />}
      />
      <CellEditor runner={runner} language={answer.language} stored={stored} />
      {report && report.tests.length > 0 ? (
        <ul aria-label="Test results" className="mt-3 space-y-1 text-sm">
          {report.tests.map((test) => (
            <li
              key={test.name}
              className={
                test.passed ? 'text-green-800 dark:text-green-300' : 'text-red-700 dark:text-red-300'
              }
            >
              <span aria-hidden>{test.passed ? '✓ ' : '✗ '}</span>
              <code>{test.name}</code>:{' '}
              {test.passed ? 'passed' : `failed${test.message ? ` (${test.message})` : ''}`}
            </li>
          ))}
        </ul>
      ) : null}
      {runner.chunks.length || runner.notices.length ? (
        <OutputLog chunks={runner.chunks} notices={runner.notices} className="mt-3 max-h-60" />
      ) : null}
    </div>
  );
}

/**
 * Every exercise in the seed content can be solved: its checker accepts the author's own answer and
 * refuses a wrong one. A code exercise's solution passes all its tests and its starting code fails
 * at least one, run with the machine's python3 and g++ (the page runs the same program with
 * Pyodide, MicroPython or clang in the browser).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ExerciseNode, RichTextDoc } from '@tinkerlabs/rich-text/document';
import { checkAnswer, type ExerciseAttrs, type ExerciseResponse } from '@tinkerlabs/rich-text/exercise';
import { parseTestReport, testProgram, type TestReport } from '@tinkerlabs/rich-text/exercise-tests';
import { afterAll, describe, expect, it } from 'vitest';
import { contentFolder } from './content-folder.ts';
import { readContent } from './read-content.ts';

const bundle = readContent(contentFolder());
const documents: { where: string; body: RichTextDoc }[] = [
  ...bundle.articles.map((a) => ({ where: `articles/${a.slug}`, body: a.body })),
  ...bundle.blogPosts.map((b) => ({ where: `blog/${b.slug}`, body: b.body })),
  ...bundle.projects.map((p) => ({ where: `projects/${p.slug}`, body: p.body })),
  ...bundle.domains.flatMap((d) =>
    d.topics.map((t) => ({ where: `learninghub/${d.slug}/${t.slug}`, body: t.body })),
  ),
];
const exercises = documents.flatMap(({ where, body }) =>
  body.content
    .filter((node): node is ExerciseNode => node.type === 'exercise')
    .map((node) => ({ where: `${where}#${node.attrs.id}`, attrs: node.attrs })),
);

const scratch = mkdtempSync(join(tmpdir(), 'seed-exercises-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function runTests(attrs: ExerciseAttrs, code: string): TestReport {
  if (attrs.answer.kind !== 'code') throw new Error('not a code exercise');
  const program = testProgram(attrs.answer.language, code, attrs.answer.tests);
  if (attrs.answer.language === 'cpp') {
    const source = join(scratch, 'exercise.cpp');
    const binary = join(scratch, 'exercise');
    writeFileSync(source, program);
    const compiled = spawnSync('g++', ['-std=c++20', '-o', binary, source], { encoding: 'utf8' });
    if (compiled.status !== 0) return { tests: [], setupError: compiled.stderr, output: '' };
    return parseTestReport(execFileSync(binary, { encoding: 'utf8', timeout: 10_000 }));
  }
  // MicroPython's language is a subset of Python's: CPython checks what the page runs in MicroPython.
  const run = spawnSync('python3', ['-c', program], { encoding: 'utf8', timeout: 30_000 });
  return parseTestReport(run.stdout);
}

/** The author's answer as a learner would give it, and a wrong one. */
function responses(attrs: ExerciseAttrs): { right: ExerciseResponse; wrong: ExerciseResponse } | null {
  const { answer } = attrs;
  switch (answer.kind) {
    case 'number':
      return {
        right: { kind: 'number', text: String(answer.value) },
        wrong: {
          kind: 'number',
          text: String(answer.value + 10 * answer.tolerance + Math.abs(answer.value) + 1),
        },
      };
    case 'choice': {
      const correct = answer.options.filter((o) => o.correct).map((o) => o.id);
      const incorrect = answer.options.find((o) => !o.correct);
      return {
        right: { kind: 'choice', chosen: correct },
        wrong: { kind: 'choice', chosen: incorrect ? [incorrect.id] : [] },
      };
    }
    case 'text':
      return {
        right: { kind: 'text', text: answer.accepted[0]! },
        wrong: { kind: 'text', text: 'certainly not the answer' },
      };
    case 'code':
      return null;
  }
}

describe('the seed content’s exercises', () => {
  it('has exercises to check', () => {
    expect(exercises.length).toBeGreaterThan(0);
  });

  it.each(exercises.filter((e) => e.attrs.answer.kind !== 'code').map((e) => [e.where, e.attrs] as const))(
    '%s accepts its answer and refuses a wrong one',
    (_where, attrs) => {
      const { right, wrong } = responses(attrs)!;
      expect(checkAnswer(attrs, right).status).toBe('correct');
      expect(checkAnswer(attrs, wrong).status).toBe('incorrect');
    },
  );

  it.each(exercises.filter((e) => e.attrs.answer.kind === 'code').map((e) => [e.where, e.attrs] as const))(
    '%s: the solution passes every test and the starting code does not',
    (_where, attrs) => {
      if (attrs.answer.kind !== 'code') return;
      const solved = runTests(attrs, attrs.answer.solution);
      expect(solved.setupError).toBeNull();
      expect(solved.tests.length).toBeGreaterThan(0);
      expect(solved.tests.filter((t) => !t.passed)).toEqual([]);
      const start = runTests(attrs, attrs.answer.code);
      expect(start.setupError !== null || start.tests.some((t) => !t.passed)).toBe(true);
    },
    60_000,
  );
});

// @vitest-environment node
// The TinyML page's "Example programs" (seeded from the server's programming.yaml) are JavaScript for
// this lab's playground: each parses, and runs in Node through the runtime the worker uses.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { runTinyMlProgram } from '@/lib/code-runners/tinyml-test-runtime.ts';

interface SeededPage {
  slug: string;
  examples: { title: string; code: string }[];
}

const seedFile = path.resolve(
  import.meta.dirname,
  '../../../../../server/src/db/seed/content/programming.yaml',
);
const pages = parse(readFileSync(seedFile, 'utf8')) as SeededPage[];
const examples = pages.find((page) => page.slug === 'tinyml')?.examples ?? [];

/** What each example prints that shows it did its work. */
const expectedOutput: Record<string, RegExp> = {
  'Gesture classifier from accelerometer features, in int8':
    /^accuracy on 80 samples: float (9\d|100)\.\d %, int8 (9\d|100)\.\d %$/m,
  'Quantisation by hand: scale, zero point and requantisation':
    /^largest error 0\.0100 <= scale \/ 2 = 0\.0133$[\s\S]*^requantised output q {2}= 24 {2}-> {2}0\.4800$/m,
  'A tiny neural network for XOR with integer inference': /^4\/4 correct; the weights take 32 bytes/m,
};

const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
  ...source: string[]
) => unknown;

describe("the TinyML page's example programs", () => {
  it('are the three examples this test knows', () => {
    expect(examples.map((example) => example.title)).toEqual(Object.keys(expectedOutput));
  });

  it.each(examples.map((example) => [example.title, example.code] as const))(
    '%s parses as JavaScript and runs in the lab without an error',
    async (title, code) => {
      expect(() => new AsyncFunction('tf', 'data', 'seed', 'train', 'report', code)).not.toThrow();
      const result = await runTinyMlProgram(code);
      expect(result.stderr).toBe('');
      expect(result.status).toBe('ok');
      expect(result.stdout).toMatch(expectedOutput[title]!);
    },
    60_000,
  );
});

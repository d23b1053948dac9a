// @vitest-environment node
// The lab's examples run in Node through the runtime the worker uses (TensorFlow.js, CPU backend).
import { describe, expect, it } from 'vitest';
import { runTinyMlProgram } from '@/lib/code-runners/tinyml-test-runtime.ts';
import { tinyMlLabExamples } from './tinyml-lab-examples.ts';

const [sine] = tinyMlLabExamples;

describe('the TinyML lab examples', () => {
  it('train the default example twice to the same losses, weights and C header, on the CPU backend with seed 1', async () => {
    const first = await runTinyMlProgram(sine!.code, sine!.stdin);
    const second = await runTinyMlProgram(sine!.code, sine!.stdin);
    expect(first.stderr).toBe('');
    expect(first.state?.losses).toHaveLength(200);
    expect(second.state?.losses).toEqual(first.state?.losses);
    expect(second.state?.report?.header).toBe(first.state?.report?.header);
    expect(second.state?.report?.program).toBe(first.state?.report?.program);
    expect(second.state?.report?.evaluation).toEqual(first.state?.report?.evaluation);
    expect(first.state).toMatchObject({ backend: 'cpu', seed: 1 });
    // The same numbers reach the output; only the training time may differ.
    const withoutTime = (stdout: string) => stdout.replace(/ in [\d.]+ s/, '');
    expect(withoutTime(second.stdout)).toBe(withoutTime(first.stdout));
  }, 60_000);

  it('train another model after seed(2), and the first again after seed(1)', async () => {
    const short = sine!.code.replace('const epochs =', 'seed(SEED);\nconst epochs =');
    const one = await runTinyMlProgram(short.replace('SEED', '1'), '5\n');
    const two = await runTinyMlProgram(short.replace('SEED', '2'), '5\n');
    const oneAgain = await runTinyMlProgram(short.replace('SEED', '1'), '5\n');
    expect(two.state?.seed).toBe(2);
    expect(two.state?.report?.header).not.toBe(one.state?.report?.header);
    expect(oneAgain.state?.report?.header).toBe(one.state?.report?.header);
  }, 60_000);

  it.each(tinyMlLabExamples.map((example) => [example.title, example] as const))(
    '%s runs without an error and reports its int8 model',
    async (_title, example) => {
      const result = await runTinyMlProgram(example.code, example.stdin);
      expect(result.stderr).toBe('');
      expect(result.status).toBe('ok');
      expect(result.state?.report?.header).toContain('_predict(const float *input, float *output)');
    },
    60_000,
  );
});

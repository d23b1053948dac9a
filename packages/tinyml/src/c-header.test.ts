/// <reference types="node" />
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cIdentifier, writeCHeader, writeCProgram } from './c-header.ts';
import { gestureDataset } from './gestures.ts';
import { predictInt8, quantizeModel, type Int8Model } from './int8-model.ts';
import { seededRandom } from '@tinkerlabs/random/seeded-random';
import { evenlySpaced, randomDenseModel } from './test-models.ts';

const sine = quantizeModel(randomDenseModel(1, [1, 16, 16, 1]), evenlySpaced(100, 0, 2 * Math.PI));

describe('the C header', () => {
  it('declares the int8 weights, int32 biases, requantisation constants and the predict function', () => {
    const header = writeCHeader(sine, { name: 'sine', testInputs: [[0.5], [1]] });
    const layer0 = sine.layers[0]!;
    expect(header).toContain('#ifndef SINE_MODEL_H');
    expect(header).toContain('#define SINE_INPUTS 1\n#define SINE_OUTPUTS 1');
    expect(header).toContain(
      `static const int8_t sine_layer0_weights[16 * 1] = {\n  ${Array.from(layer0.weights).join(', ')}\n};`,
    );
    expect(header).toContain('static const int8_t sine_layer1_weights[16 * 16]');
    expect(header).toContain('static const int32_t sine_layer2_bias[1]');
    expect(header).toContain(
      `static const int32_t sine_layer0_multiplier = ${layer0.requantize.multiplier};`,
    );
    expect(header).toContain(`static const int sine_layer0_shift = ${layer0.requantize.shift};`);
    expect(header).toContain(`static const int32_t sine_input_zero_point = ${sine.input.zeroPoint};`);
    expect(header).toContain(
      'static const float sine_test_inputs[2][SINE_INPUTS] = {\n  {0.5f},\n  {1.0f}\n};',
    );
    expect(header).toContain('static inline void sine_predict(const float *input, float *output) {');
    expect(header).toContain('#ifdef __cplusplus\nextern "C" {\n#endif');
    expect(header).not.toMatch(/malloc|softmax/);
    expect(header.trimEnd().endsWith('#endif /* SINE_MODEL_H */')).toBe(true);
  });

  it('leaves the test inputs out when there are none, and names identifiers safely', () => {
    expect(writeCHeader(sine, { name: 'sine' })).not.toContain('test_inputs');
    expect(cIdentifier('Gesture model!')).toBe('gesture_model');
    expect(cIdentifier('2 layers')).toBe('model_2_layers');
  });
});

/** Compiles `source` with `compiler` and `flags`, runs it, and returns its output lines. */
function compileAndRun(directory: string, source: string, compiler: string, flags: string[]): string[] {
  const extension = compiler.endsWith('g++') ? 'cpp' : 'c';
  const sourcePath = path.join(directory, `program-${extension}.${extension}`);
  const binary = path.join(directory, `program-${extension}`);
  fs.writeFileSync(sourcePath, source);
  execFileSync(compiler, [
    ...flags,
    '-Wall',
    '-Wextra',
    '-Werror',
    '-pedantic',
    sourcePath,
    '-o',
    binary,
    '-lm',
  ]);
  return execFileSync(binary, { encoding: 'utf8' }).trim().split('\n');
}

function parseLine(line: string): { x: number[]; y: number[] } {
  const match = /^x=(\S+) y=(\S+)$/.exec(line);
  if (!match) throw new Error(`Unexpected line: ${line}`);
  return { x: match[1]!.split(',').map(Number), y: match[2]!.split(',').map(Number) };
}

function expectSamePredictions(model: Int8Model, name: string, inputs: number[][]) {
  const program = writeCProgram(model, { name, testInputs: inputs });
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'tinyml-c-'));
  try {
    for (const [compiler, flags] of [
      ['/usr/bin/gcc', ['-std=c99']],
      ['/usr/bin/g++', ['-std=c++20']],
    ] as const) {
      const lines = compileAndRun(directory, program, compiler, [...flags]);
      expect(lines).toHaveLength(inputs.length);
      lines.forEach((line, index) => {
        const { x, y } = parseLine(line);
        const expected = predictInt8(model, inputs[index]!);
        x.forEach((value, i) =>
          expect(Math.abs(value - Math.fround(inputs[index]![i]!))).toBeLessThanOrEqual(5e-7),
        );
        expect(y).toHaveLength(expected.length);
        y.forEach((value, o) => expect(Math.abs(value - expected[o]!)).toBeLessThanOrEqual(1e-6));
      });
    }
  } finally {
    fs.rmSync(directory, { recursive: true, force: true });
  }
}

describe('the generated C program', () => {
  it('prints the same predictions as the TypeScript int8 inference (gcc -std=c99, g++ -std=c++20)', () => {
    const random = seededRandom(21);
    const inputs = [
      [0],
      [Math.PI / 2],
      [Math.PI],
      ...Array.from({ length: 20 }, () => [random() * 2 * Math.PI]),
    ];
    expectSamePredictions(sine, 'sine', inputs);
  });

  it('does so for a softmax classifier on gesture windows too', () => {
    const { inputs } = gestureDataset({ perClass: 10, seed: 2 });
    const model = quantizeModel(randomDenseModel(3, [75, 12, 4], true), inputs);
    expectSamePredictions(model, 'gestures', inputs.slice(0, 12));
  });
});

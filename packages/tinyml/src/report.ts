/**
 * The TinyML lab's report, from plain numbers (no TensorFlow.js here, so it is tested without a
 * browser): quantise the trained model, evaluate the float and int8 versions, compare them on the
 * test inputs, and write the C header and the C++ lab's program.
 */
import { writeCHeader, writeCProgram, cIdentifier } from './c-header.ts';
import { modelSizes, type DenseModel, type ModelSizes } from './dense-model.ts';
import { predictInt8, quantizeModel } from './int8-model.ts';

/** One test input as the lab's table shows it, run by the float model and by its int8 quantisation. */
export interface ComparisonRow {
  /** The input as the table shows it ("x = 1.571", "window 3 (punch)"). */
  input: string;
  float: string;
  int8: string;
  /** The largest |int8 − float| over the outputs. */
  difference: number;
}

export interface TinyMlReport {
  /** The C identifier prefix; the header is `<name>_model.h`. */
  name: string;
  evaluation: { metric: 'MSE' | 'accuracy'; float: number; int8: number; samples: number };
  /** The largest difference between int8 and float outputs the lab accepts. */
  tolerance: number;
  /** How the tolerance was chosen ("4 % of the outputs' range"). */
  toleranceBasis: string;
  rows: ComparisonRow[];
  sizes: ModelSizes;
  header: string;
  /** One C/C++ file: the header's code and a main printing each row's prediction. */
  program: string;
}

export interface ReportInput {
  name: string;
  model: DenseModel;
  /** Evaluation (and calibration) inputs and their expected outputs (one-hot for a classifier). */
  xs: number[][];
  ys: number[][];
  /** The trained float model's outputs for `xs`, then for `tests`. */
  floatOutputs: number[][];
  tests: number[][];
  floatTestOutputs: number[][];
  classes?: readonly string[];
  tolerance?: number;
}

/** Calibrating on a few hundred samples is plenty and keeps the report quick. */
const calibrationSamples = 500;

/** A regression's default tolerance: 4 % of the range of the expected outputs. */
export const regressionToleranceShare = 0.04;
/** A classifier's default tolerance, on each class probability. */
export const classificationTolerance = 0.05;

export function buildReport(input: ReportInput): TinyMlReport {
  const name = cIdentifier(input.name);
  const int8 = quantizeModel(input.model, input.xs.slice(0, calibrationSamples));
  const classification = input.model.softmax;
  const int8Outputs = input.xs.map((x) => predictInt8(int8, x));
  const metric = classification ? accuracy : meanSquaredError;
  const rows = input.tests.map((test, index): ComparisonRow => {
    const float = input.floatTestOutputs[index] ?? [];
    const quantized = predictInt8(int8, test);
    return {
      input: describeInput(test, index, input.classes),
      float: describeOutput(float, input.classes, classification),
      int8: describeOutput(quantized, input.classes, classification),
      difference: Math.max(...quantized.map((value, o) => Math.abs(value - (float[o] ?? 0)))),
    };
  });
  return {
    name,
    evaluation: {
      metric: classification ? 'accuracy' : 'MSE',
      float: metric(input.floatOutputs, input.ys),
      int8: metric(int8Outputs, input.ys),
      samples: input.xs.length,
    },
    tolerance: input.tolerance ?? (classification ? classificationTolerance : defaultTolerance(input.ys)),
    toleranceBasis:
      input.tolerance !== undefined
        ? 'set by the program'
        : classification
          ? 'on each class probability'
          : `${100 * regressionToleranceShare} % of the outputs’ range`,
    rows,
    sizes: modelSizes(input.model),
    header: writeCHeader(int8, { name, testInputs: input.tests }),
    program: writeCProgram(int8, { name, testInputs: input.tests }),
  };
}

function defaultTolerance(ys: number[][]): number {
  const values = ys.flat();
  const range = Math.max(...values) - Math.min(...values);
  return Number((regressionToleranceShare * range).toPrecision(2));
}

export function meanSquaredError(outputs: number[][], expected: number[][]): number {
  let sum = 0;
  let count = 0;
  outputs.forEach((row, index) =>
    row.forEach((value, o) => {
      sum += (value - (expected[index]?.[o] ?? 0)) ** 2;
      count++;
    }),
  );
  return count === 0 ? 0 : sum / count;
}

export function accuracy(outputs: number[][], expected: number[][]): number {
  const correct = outputs.filter((row, index) => argmax(row) === argmax(expected[index] ?? [])).length;
  return outputs.length === 0 ? 0 : correct / outputs.length;
}

export const argmax = (values: readonly number[]) => values.indexOf(Math.max(...values));

/** "x = 1.5708" for one input; "window 3" (and its features' count) for more. */
function describeInput(test: number[], index: number, classes?: readonly string[]): string {
  if (test.length === 1) return `x = ${test[0]!.toFixed(4)}`;
  return `${classes ? 'window' : 'input'} ${index + 1} (${test.length} values)`;
}

/** Six decimals, as the C program prints them; a classifier's top class and its probability. */
function describeOutput(values: number[], classes: readonly string[] | undefined, classification: boolean) {
  if (!classification) return values.map((value) => value.toFixed(6)).join(', ');
  const best = argmax(values);
  return `${classes?.[best] ?? `class ${best}`} (${values[best]!.toFixed(3)})`;
}

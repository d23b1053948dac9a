import { describe, expect, it } from 'vitest';
import { predictFloat, type DenseModel } from './dense-model.ts';
import { accuracy, buildReport, meanSquaredError } from './report.ts';

// y = relu(x) − 0.5 relu(−x), a two-unit network that is exact in float
const regression: DenseModel = {
  layers: [
    { weights: [[1], [-1]], bias: [0, 0], activation: 'relu' },
    { weights: [[1, -0.5]], bias: [0], activation: 'linear' },
  ],
  softmax: false,
};
const xs = Array.from({ length: 41 }, (_, i) => [-2 + i / 10]);
const ys = xs.map((x) => predictFloat(regression, x));

describe('the TinyML report', () => {
  it('compares float and int8 on the test inputs within the default tolerance', () => {
    const tests = [[-2], [0], [1.5]];
    const report = buildReport({
      name: 'Bent line',
      model: regression,
      xs,
      ys,
      floatOutputs: ys,
      tests,
      floatTestOutputs: tests.map((x) => predictFloat(regression, x)),
    });
    expect(report.name).toBe('bent_line');
    // outputs span [−1, 2]: 4 % of 3 = 0.12
    expect(report.tolerance).toBe(0.12);
    expect(report.toleranceBasis).toBe('4 % of the outputs’ range');
    expect(report.rows.map((row) => [row.input, row.float])).toEqual([
      ['x = -2.0000', '-1.000000'],
      ['x = 0.0000', '0.000000'],
      ['x = 1.5000', '1.500000'],
    ]);
    for (const row of report.rows) {
      expect(row.difference).toBeCloseTo(Math.abs(Number(row.int8) - Number(row.float)), 5);
      expect(row.difference).toBeLessThanOrEqual(report.tolerance);
    }
    expect(report.evaluation).toMatchObject({ metric: 'MSE', float: 0, samples: 41 });
    expect(report.evaluation.int8).toBeGreaterThan(0);
    expect(report.evaluation.int8).toBeLessThan(1e-3);
    expect(report.sizes).toEqual({ parameters: 7, floatBytes: 28, int8Bytes: 16 });
    expect(report.header).toContain('static inline void bent_line_predict(');
    expect(report.program).toContain('#define BENT_LINE_TEST_INPUT_COUNT 3');
  });

  it('reports a classifier by its top class and accuracy', () => {
    const classifier: DenseModel = {
      layers: [{ weights: [[4], [-4]], bias: [0, 0], activation: 'linear' }],
      softmax: true,
    };
    const inputs = [[-1], [1]];
    const report = buildReport({
      name: 'sign',
      model: classifier,
      xs: inputs,
      ys: [
        [0, 1],
        [1, 0],
      ],
      floatOutputs: inputs.map((x) => predictFloat(classifier, x)),
      tests: inputs,
      floatTestOutputs: inputs.map((x) => predictFloat(classifier, x)),
      classes: ['positive', 'negative'],
      tolerance: 0.01,
    });
    expect(report.evaluation).toMatchObject({ metric: 'accuracy', float: 1, int8: 1 });
    expect(report.toleranceBasis).toBe('set by the program');
    expect(report.rows[0]).toMatchObject({ input: 'x = -1.0000', float: 'negative (1.000)' });
  });

  it('computes MSE and accuracy by hand', () => {
    expect(meanSquaredError([[1], [3]], [[0], [1]])).toBe(2.5); // (1 + 4) / 2
    expect(
      accuracy(
        [
          [0.9, 0.1],
          [0.2, 0.8],
          [0.6, 0.4],
        ],
        [
          [1, 0],
          [1, 0],
          [1, 0],
        ],
      ),
    ).toBeCloseTo(2 / 3, 12);
  });
});

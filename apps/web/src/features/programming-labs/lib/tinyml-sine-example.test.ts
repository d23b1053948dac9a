import { predictFloat } from '@tinkerlabs/tinyml/dense-model';
import { predictInt8 } from '@tinkerlabs/tinyml/int8-model';
import { describe, expect, it } from 'vitest';
import { sineInt8Model, sineInterpolation, tinyMlSineExample } from './tinyml-sine-example.ts';

const inputs = Array.from({ length: 101 }, (_, index) => (2 * Math.PI * index) / 100);

describe('the TinyML int8 sine example', () => {
  it('interpolates sin through its knots, within 0.02 between them', () => {
    const model = sineInterpolation();
    for (const x of inputs) expect(Math.abs(predictFloat(model, [x])[0]! - Math.sin(x))).toBeLessThan(0.02);
    expect(predictFloat(model, [Math.PI / 2])[0]).toBeCloseTo(1, 10);
  });

  it('keeps its int8 predictions within 0.03 of sin', () => {
    const model = sineInt8Model();
    for (const x of inputs) expect(Math.abs(predictInt8(model, [x])[0]! - Math.sin(x))).toBeLessThan(0.03);
  });

  it('is one C++ file: the exported header and a main that calls sine_predict', () => {
    expect(tinyMlSineExample.code).toContain('#ifndef SINE_MODEL_H');
    expect(tinyMlSineExample.code).toContain('sine_predict(sine_test_inputs[t], &y);');
  });
});

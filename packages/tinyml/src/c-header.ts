/**
 * Writes an int8 model as a C header for a microcontroller: the weights as `static const int8_t`
 * arrays, int32 biases, each layer's fixed-point multiplier, shift and zero points, and a
 * `static inline` `<name>_predict(const float *input, float *output)` that runs the integer layers
 * exactly as int8-model.ts does (so both give the same numbers). Plain C99 with no allocation, that
 * also compiles as C++ (the C++ lab builds it with clang -std=c++20). `writeCProgram` adds a `main`
 * printing each test input's prediction, as one file the C++ lab can compile.
 */
import type { Int8Layer, Int8Model } from './int8-model.ts';

export interface CHeaderOptions {
  /** Prefix of every identifier; made a valid C identifier (e.g. "sine"). */
  name: string;
  /** Inputs written into the header as `<name>_test_inputs`. */
  testInputs?: readonly (readonly number[])[];
}

/** @example cIdentifier('Sine model!') // 'sine_model' */
export function cIdentifier(name: string): string {
  const cleaned = name
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return /^[a-z_]/.test(cleaned) ? cleaned : `model_${cleaned}`;
}

/** A double that C reads back as the same double. */
function cDouble(value: number): string {
  const text = String(value);
  return /[.e]/.test(text) ? text : `${text}.0`;
}

/** A float32 literal that C reads back as Math.fround(value). */
function cFloat(value: number): string {
  const text = String(Number(Math.fround(value).toPrecision(9)));
  return `${/[.e]/.test(text) ? text : `${text}.0`}f`;
}

function cArray(values: ArrayLike<number>, format: (value: number) => string, perLine = 16): string {
  const items = Array.from(values, format);
  const lines: string[] = [];
  for (let start = 0; start < items.length; start += perLine)
    lines.push(`  ${items.slice(start, start + perLine).join(', ')}`);
  return `{\n${lines.join(',\n')}\n}`;
}

function layerDeclarations(prefix: string, layer: Int8Layer, last: boolean): string {
  const scales = `/* ${prefix}: ${layer.inputs} -> ${layer.outputs}, weight scale ${layer.weightScale}, output scale ${layer.output.scale} */`;
  return [
    scales,
    `static const int8_t ${prefix}_weights[${layer.outputs} * ${layer.inputs}] = ${cArray(layer.weights, String)};`,
    `static const int32_t ${prefix}_bias[${layer.outputs}] = ${cArray(layer.bias, String, 8)};`,
    `static const int32_t ${prefix}_multiplier = ${layer.requantize.multiplier};`,
    `static const int ${prefix}_shift = ${layer.requantize.shift};`,
    `static const int32_t ${prefix}_output_zero_point = ${layer.output.zeroPoint};`,
    `static const int32_t ${prefix}_activation_min = ${layer.activationMin};`,
    // Only the last layer is dequantised (an unused static constant would warn under -Wall).
    ...(last ? [`static const double ${prefix}_output_scale = ${cDouble(layer.output.scale)};`] : []),
  ].join('\n');
}

function arithmetic(id: string): string {
  return `/* TFLite's integer requantisation: a rounding doubling high multiply (ties round upwards), then
   a rounding shift (ties round away from zero). */
static inline int32_t ${id}_high_mul(int32_t a, int32_t b) {
  if (a == INT32_MIN && b == INT32_MIN) return INT32_MAX;
  const int64_t ab = (int64_t)a * (int64_t)b;
  const int64_t nudge = ab >= 0 ? ((int64_t)1 << 30) : (1 - ((int64_t)1 << 30));
  return (int32_t)((ab + nudge) / ((int64_t)1 << 31));
}

static inline int32_t ${id}_divide_by_pot(int32_t x, int exponent) {
  if (exponent == 0) return x;
  const int32_t mask = (int32_t)(((int64_t)1 << exponent) - 1);
  const int32_t remainder = x & mask;
  const int32_t threshold = (mask >> 1) + (x < 0 ? 1 : 0);
  return (x >> exponent) + (remainder > threshold ? 1 : 0);
}

static inline int32_t ${id}_requantize(int32_t x, int32_t multiplier, int shift) {
  const int left = shift > 0 ? shift : 0;
  const int right = shift > 0 ? 0 : -shift;
  return ${id}_divide_by_pot(${id}_high_mul((int32_t)((uint32_t)x << left), multiplier), right);
}

static inline void ${id}_dense(const int8_t *input, int32_t input_zero_point, int inputs, int outputs,
                               const int8_t *weights, const int32_t *bias, int32_t multiplier,
                               int shift, int32_t output_zero_point, int32_t activation_min,
                               int8_t *output) {
  for (int o = 0; o < outputs; ++o) {
    int32_t acc = bias[o];
    for (int i = 0; i < inputs; ++i)
      acc += ((int32_t)input[i] - input_zero_point) * (int32_t)weights[o * inputs + i];
    acc = ${id}_requantize(acc, multiplier, shift) + output_zero_point;
    if (acc < activation_min) acc = activation_min;
    if (acc > 127) acc = 127;
    output[o] = (int8_t)acc;
  }
}`;
}

function predictFunction(id: string, model: Int8Model): string {
  const last = model.layers.length - 1;
  const upper = id.toUpperCase();
  const lines = [
    `/* Quantises the float input, runs the int8 layers, dequantises${model.softmax ? ' and applies softmax' : ''}. */`,
    `static inline void ${id}_predict(const float *input, float *output) {`,
    `  int8_t input_q[${upper}_INPUTS];`,
    `  for (int i = 0; i < ${upper}_INPUTS; ++i) {`,
    `    double q = round((double)input[i] / ${id}_input_scale) + ${id}_input_zero_point;`,
    `    input_q[i] = (int8_t)(q < -128 ? -128 : q > 127 ? 127 : q);`,
    `  }`,
  ];
  model.layers.forEach((layer, index) => {
    const from = index === 0 ? 'input_q' : `layer${index - 1}_q`;
    const fromZero = index === 0 ? `${id}_input_zero_point` : `${id}_layer${index - 1}_output_zero_point`;
    const prefix = `${id}_layer${index}`;
    lines.push(
      `  int8_t layer${index}_q[${layer.outputs}];`,
      `  ${id}_dense(${from}, ${fromZero}, ${layer.inputs}, ${layer.outputs}, ${prefix}_weights, ${prefix}_bias,`,
      `      ${prefix}_multiplier, ${prefix}_shift, ${prefix}_output_zero_point, ${prefix}_activation_min, layer${index}_q);`,
    );
  });
  const lastPrefix = `${id}_layer${last}`;
  lines.push(
    `  for (int o = 0; o < ${upper}_OUTPUTS; ++o)`,
    `    output[o] = (float)(((int32_t)layer${last}_q[o] - ${lastPrefix}_output_zero_point) * ${lastPrefix}_output_scale);`,
  );
  if (model.softmax)
    lines.push(
      `  double largest = output[0], total = 0.0, exps[${upper}_OUTPUTS];`,
      `  for (int o = 1; o < ${upper}_OUTPUTS; ++o) if (output[o] > largest) largest = output[o];`,
      `  for (int o = 0; o < ${upper}_OUTPUTS; ++o) total += (exps[o] = exp((double)output[o] - largest));`,
      `  for (int o = 0; o < ${upper}_OUTPUTS; ++o) output[o] = (float)(exps[o] / total);`,
    );
  lines.push('}');
  return lines.join('\n');
}

/** The header's text: `#include "<name>_model.h"` and call `<name>_predict`. */
export function writeCHeader(model: Int8Model, { name, testInputs = [] }: CHeaderOptions): string {
  const id = cIdentifier(name);
  const upper = id.toUpperCase();
  const inputs = model.layers[0]?.inputs ?? 0;
  const outputs = model.layers.at(-1)?.outputs ?? 0;
  const parts = [
    `/* ${id}_model.h: an int8 dense network (${[inputs, ...model.layers.map((layer) => layer.outputs)].join(' -> ')}),`,
    ` * quantised per tensor (symmetric int8 weights, asymmetric int8 activations, int32 biases) by the`,
    ` * TinyML lab. Plain C99, no allocation; compiles as C++ too. Call ${id}_predict(input, output). */`,
    `#ifndef ${upper}_MODEL_H`,
    `#define ${upper}_MODEL_H`,
    '',
    '#include <math.h>',
    '#include <stdint.h>',
    '',
    '#ifdef __cplusplus',
    'extern "C" {',
    '#endif',
    '',
    `#define ${upper}_INPUTS ${inputs}`,
    `#define ${upper}_OUTPUTS ${outputs}`,
    '',
    `static const double ${id}_input_scale = ${cDouble(model.input.scale)};`,
    `static const int32_t ${id}_input_zero_point = ${model.input.zeroPoint};`,
    ...model.layers.map(
      (layer, index) =>
        `\n${layerDeclarations(`${id}_layer${index}`, layer, index === model.layers.length - 1)}`,
    ),
    '',
  ];
  if (testInputs.length > 0)
    parts.push(
      `#define ${upper}_TEST_INPUT_COUNT ${testInputs.length}`,
      `static const float ${id}_test_inputs[${testInputs.length}][${upper}_INPUTS] = {`,
      testInputs.map((input) => `  {${input.map(cFloat).join(', ')}}`).join(',\n'),
      '};',
      '',
    );
  parts.push(
    arithmetic(id),
    '',
    predictFunction(id, model),
    '',
    '#ifdef __cplusplus',
    '}',
    '#endif',
    '',
    `#endif /* ${upper}_MODEL_H */`,
    '',
  );
  return parts.join('\n');
}

/**
 * One C/C++ file: the header's code, then a `main` printing `x=<inputs> y=<outputs>` (comma-separated,
 * "%.6f") for each test input.
 */
export function writeCProgram(model: Int8Model, options: Required<CHeaderOptions>): string {
  const id = cIdentifier(options.name);
  const upper = id.toUpperCase();
  return `${writeCHeader(model, options)}
#include <stdio.h>

static void print_values(const char *label, const float *values, int count) {
  printf("%s=", label);
  for (int i = 0; i < count; ++i) printf(i == 0 ? "%.6f" : ",%.6f", (double)values[i]);
}

int main(void) {
  for (int t = 0; t < ${upper}_TEST_INPUT_COUNT; ++t) {
    float output[${upper}_OUTPUTS];
    ${id}_predict(${id}_test_inputs[t], output);
    print_values("x", ${id}_test_inputs[t], ${upper}_INPUTS);
    print_values(" y", output, ${upper}_OUTPUTS);
    printf("\\n");
  }
  return 0;
}
`;
}

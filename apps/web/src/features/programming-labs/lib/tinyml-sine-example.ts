/**
 * The C++ lab's "TinyML int8 sine model" example: the C header the TinyML lab exports (written by
 * packages/tinyml from an int8 model it quantised) and a `main` that prints the int8 predictions
 * beside sin(x). The 1→16→16→1 ReLU network has the TinyML lab's sine shape, but its weights are
 * set rather than trained, so the example is the same on every visit: the first layer puts a ReLU
 * hinge at each of 16 knots over [0, 2π), the second passes the hinges on, and the last adds them up
 * with the slope changes of sin's piecewise-linear interpolation through the knots.
 */
import { writeCHeader } from '@tinkerlabs/tinyml/c-header';
import type { DenseModel } from '@tinkerlabs/tinyml/dense-model';
import { quantizeModel } from '@tinkerlabs/tinyml/int8-model';
import type { PlaygroundExample } from '../components/playground.tsx';

const knots = 16;
const spacing = (2 * Math.PI) / knots;
const knotAt = (index: number) => index * spacing;

/** The float network: sin's piecewise-linear interpolation through 16 knots. */
export function sineInterpolation(): DenseModel {
  const slopes = Array.from(
    { length: knots },
    (_, index) => (Math.sin(knotAt(index + 1)) - Math.sin(knotAt(index))) / spacing,
  );
  const identity = Array.from({ length: knots }, (_, row) =>
    Array.from({ length: knots }, (_, column) => (row === column ? 1 : 0)),
  );
  return {
    softmax: false,
    layers: [
      {
        weights: Array.from({ length: knots }, () => [1]),
        bias: Array.from({ length: knots }, (_, index) => -knotAt(index)),
        activation: 'relu',
      },
      { weights: identity, bias: new Array<number>(knots).fill(0), activation: 'relu' },
      {
        weights: [slopes.map((slope, index) => slope - (slopes[index - 1] ?? 0))],
        bias: [0],
        activation: 'linear',
      },
    ],
  };
}

/** The int8 model, calibrated on 256 inputs over [0, 2π]. */
export function sineInt8Model() {
  const calibration = Array.from({ length: 256 }, (_, index) => [(2 * Math.PI * index) / 255]);
  return quantizeModel(sineInterpolation(), calibration);
}

function sineProgram(): string {
  const testInputs = Array.from({ length: 13 }, (_, index) => [(2 * Math.PI * index) / 12]);
  const header = writeCHeader(sineInt8Model(), {
    name: 'sine',
    testInputs,
  });
  return `// The TinyML lab's export, as one file: its C header (int8 weights, sine_predict) and a main.
// The TinyML lab's "Open in the C++ lab" link brings your own trained model here the same way.
${header}
#include <cmath>
#include <cstdio>

int main() {
    std::printf("     x   int8 model    sin(x)    error\\n");
    double worst = 0.0;
    for (int t = 0; t < SINE_TEST_INPUT_COUNT; ++t) {
        float y = 0.0f;
        sine_predict(sine_test_inputs[t], &y);
        const double x = sine_test_inputs[t][0];
        const double error = y - std::sin(x);
        worst = std::fmax(worst, std::fabs(error));
        std::printf("%6.3f  %11.4f  %8.4f  %+7.4f\\n", x, y, std::sin(x), error);
    }
    std::printf("Largest error: %.4f (16 linear pieces and 8-bit steps)\\n", worst);
    return 0;
}
`;
}

let program: string | undefined;

export const tinyMlSineExample: PlaygroundExample = {
  title: 'TinyML int8 sine model',
  // Written when first read (the example is chosen), not when the lab's code loads: quantising the
  // model and writing its header took 200 ms of the C++ lab's start at Lighthouse's 4x CPU.
  get code() {
    return (program ??= sineProgram());
  },
};

/**
 * The helpers a TinyML program has in scope besides `tf`:
 * - `data.sine(n)` and `data.gestures()`: the lab's datasets, seeded (same numbers every run);
 * - `seed(n)`: restarts the run's random numbers (Math.random, the layers' initialisers, fit's
 *   shuffling, dropout: tinyml-seed.ts) from seed n; every run starts from seed 1;
 * - `train(model, xs, ys, options)`: `model.fit` that sends each epoch's loss to the live plot;
 * - `report(model, options)`: evaluates the model, quantises it to int8 (packages/tinyml), and sends
 *   the float vs int8 table, the sizes and the generated C header to the page.
 */
import type { Tensor } from '@tensorflow/tfjs-core';
import type { LayersModel } from '@tensorflow/tfjs-layers';
import type { DenseLayer, DenseModel } from '@tinkerlabs/tinyml/dense-model';
import { groupThousands } from '../format-number.ts';
import { gestureDataset } from '@tinkerlabs/tinyml/gestures';
import { buildReport } from '@tinkerlabs/tinyml/report';
import { gaussian, seededRandom } from '@tinkerlabs/random/seeded-random';
import type { OutputStream } from './runner-protocol.ts';
import { emptyTinyMlState, type TinyMlDeviceState } from './tinyml-device.ts';
import type { RunSeed } from './tinyml-seed.ts';
import type { TensorFlow } from './tinyml-runtime.ts';

export interface TinyMlSink {
  write(stream: OutputStream, text: string): void;
  device(state: TinyMlDeviceState): void;
}

type Samples = number[][] | Tensor;

export interface TrainOptions {
  epochs?: number;
  batchSize?: number;
  validationSplit?: number;
  shuffle?: boolean;
}

export interface ReportOptions {
  /** The C header's name prefix: `<name>_model.h`, `<name>_predict`. */
  name?: string;
  /** Evaluation and calibration samples. */
  xs: number[][];
  ys: number[][];
  /** Inputs for the float vs int8 table and the C program (default: the first eight of xs). */
  tests?: number[][];
  classes?: readonly string[];
  tolerance?: number;
}

export function createTinyMlHelpers(tf: TensorFlow, sink: TinyMlSink, runSeed: RunSeed) {
  const state: TinyMlDeviceState = { ...emptyTinyMlState };
  const toTensor = (samples: Samples) => (Array.isArray(samples) ? tf.tensor2d(samples) : samples);
  const predict = (model: LayersModel, samples: number[][]) =>
    tf.tidy(() => (model.predict(tf.tensor2d(samples)) as Tensor).arraySync() as number[][]);

  const data = {
    /** n samples of y = sin(x) + noise, x uniform in [0, 2π]: xs[i] = [x], ys[i] = [y]. */
    sine(n = 400, { seed = 1, noise = 0.05 }: { seed?: number; noise?: number } = {}) {
      const random = seededRandom(seed);
      const xs = Array.from({ length: n }, () => [2 * Math.PI * random()]);
      const ys = xs.map(([x]) => [Math.sin(x!) + noise * gaussian(random)]);
      return { xs, ys };
    },
    /** Accelerometer windows (75 numbers each) of idle, punch, flex and wave, with one-hot labels. */
    gestures({ perClass = 60, seed = 1 }: { perClass?: number; seed?: number } = {}) {
      const { inputs, labels, classes } = gestureDataset({ perClass, seed });
      const ys = labels.map((label) => classes.map((_, index) => (index === label ? 1 : 0)));
      return { xs: inputs, ys, labels, classes };
    },
  };

  async function train(model: LayersModel, xs: Samples, ys: Samples, options: TrainOptions = {}) {
    const epochs = options.epochs ?? 100;
    Object.assign(state, {
      losses: [],
      plannedEpochs: epochs,
      report: null,
      backend: tf.getBackend(),
      seed: runSeed.value,
    });
    sink.device(state);
    const inputs = toTensor(xs);
    const targets = toTensor(ys);
    try {
      return await model.fit(inputs, targets, {
        epochs,
        batchSize: options.batchSize ?? 32,
        validationSplit: options.validationSplit ?? 0,
        // Shuffled with Math.random, which is seeded while the program runs.
        shuffle: options.shuffle ?? true,
        verbose: 0,
        // Yielding to the event loop between batches would cost a frame each; Stop ends the worker.
        yieldEvery: 'never',
        callbacks: {
          onEpochEnd: (epoch, logs) => {
            state.losses.push({
              epoch: epoch + 1,
              loss: Number(logs?.loss),
              ...(logs?.val_loss === undefined ? {} : { validationLoss: Number(logs.val_loss) }),
            });
            sink.device(state);
          },
        },
      });
    } finally {
      if (inputs !== xs) inputs.dispose();
      if (targets !== ys) targets.dispose();
    }
  }

  function report(model: LayersModel, options: ReportOptions) {
    const tests = options.tests ?? options.xs.slice(0, 8);
    const result = buildReport({
      name: options.name ?? 'model',
      model: denseModelOf(model),
      xs: options.xs,
      ys: options.ys,
      floatOutputs: predict(model, options.xs),
      tests,
      floatTestOutputs: predict(model, tests),
      classes: options.classes,
      tolerance: options.tolerance,
    });
    state.report = result;
    sink.device(state);
    const { evaluation, sizes } = result;
    const format = (value: number) =>
      evaluation.metric === 'accuracy' ? `${(100 * value).toFixed(1)} %` : value.toPrecision(3);
    sink.write(
      'stdout',
      `${evaluation.metric} on ${evaluation.samples} samples: float ${format(evaluation.float)}, int8 ${format(evaluation.int8)}\n` +
        `Model size: ${groupThousands(sizes.floatBytes)} bytes as float32, ${groupThousands(sizes.int8Bytes)} bytes as int8\n`,
    );
    return result;
  }

  function seed(value: number) {
    runSeed.reseed(value);
  }

  return { data, seed, train, report };
}

/** The Dense layers of a TensorFlow.js model, with weights as [outputs][inputs]. */
function denseModelOf(model: LayersModel): DenseModel {
  const layers = model.layers;
  let softmax = false;
  const dense = layers.map((layer, index): DenseLayer => {
    if (layer.getClassName() !== 'Dense')
      throw new Error(`report() handles Dense layers only; layer ${index + 1} is ${layer.getClassName()}.`);
    const activation = String(layer.getConfig().activation ?? 'linear');
    const last = index === layers.length - 1;
    if (activation === 'softmax' && last) softmax = true;
    else if (activation !== 'relu' && activation !== 'linear')
      throw new Error(
        `report() handles relu and linear activations (and softmax on the last layer); layer ${index + 1} uses ${activation}.`,
      );
    const [kernel, bias] = layer.getWeights();
    const weights = (kernel?.arraySync() ?? []) as number[][]; // [inputs][outputs]
    const outputs = weights[0]?.length ?? 0;
    return {
      weights: Array.from({ length: outputs }, (_, o) => weights.map((row) => row[o] ?? 0)),
      bias: bias ? (bias.arraySync() as number[]) : new Array<number>(outputs).fill(0),
      activation: softmax ? 'linear' : (activation as DenseLayer['activation']),
    };
  });
  return { layers: dense, softmax };
}

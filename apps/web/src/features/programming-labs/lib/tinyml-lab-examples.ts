/**
 * The TinyML lab's programs (JavaScript with TensorFlow.js): sine regression, the accelerometer
 * gesture classifier, and predictions for x values typed into "Program input". Each trains, then
 * calls report() for the float vs int8 table and the C header.
 */
import type { PlaygroundExample } from '../components/playground.tsx';

export const tinyMlLabExamples: PlaygroundExample[] = [
  {
    title: 'Sine regression (1→16→16→1)',
    stdin: '200\n',
    code: `// Learn y = sin(x) on [0, 2π] with a small dense network, then quantise it to int8.
// Program input: the number of epochs (200 if empty).
const epochs = Number(input() ?? 200) || 200;
const { xs, ys } = data.sine(400); // xs[i] = [x], ys[i] = [sin(x) + noise], seeded
// Initial weights and shuffling come from the run's seed (1): every run trains the same model.
// Call seed(2) here to train another.

const model = tf.sequential({
  layers: [
    tf.layers.dense({ inputShape: [1], units: 16, activation: 'relu' }),
    tf.layers.dense({ units: 16, activation: 'relu' }),
    tf.layers.dense({ units: 1 }),
  ],
});
model.compile({ optimizer: tf.train.adam(0.01), loss: 'meanSquaredError' });

const started = performance.now();
await train(model, xs, ys, { epochs, batchSize: 32, validationSplit: 0.2 });
console.log(\`Trained \${epochs} epochs in \${((performance.now() - started) / 1000).toFixed(1)} s\`);

// Quantise (calibrated on xs), compare float and int8 at nine points, write sine_model.h.
const tests = Array.from({ length: 9 }, (_, i) => [(i * Math.PI) / 4]);
report(model, { name: 'sine', xs, ys, tests });
`,
  },
  {
    title: 'Accelerometer gestures (classification)',
    code: `// Classify one-second accelerometer windows (25 samples × x, y, z) as idle, punch, flex or wave.
const { xs, ys, classes } = data.gestures({ perClass: 60 }); // 240 windows, seeded
const test = data.gestures({ perClass: 10, seed: 2 }); // windows the model never saw

const model = tf.sequential({
  layers: [
    tf.layers.dense({ inputShape: [75], units: 16, activation: 'relu' }),
    tf.layers.dense({ units: classes.length, activation: 'softmax' }),
  ],
});
model.compile({ optimizer: tf.train.adam(0.01), loss: 'categoricalCrossentropy', metrics: ['accuracy'] });
await train(model, xs, ys, { epochs: 40, batchSize: 16, validationSplit: 0.2 });

// Evaluate on the unseen windows, one of each class in the table.
report(model, { name: 'gestures', xs: test.xs, ys: test.ys, tests: test.xs.slice(0, 8), classes });
`,
  },
  {
    title: 'Predict x values from Program input',
    stdin: '0\n0.5\n1.5708\n3.1416\n4.7124\n',
    code: `// Train the sine model, then predict the x values in "Program input" (one per line).
const { xs, ys } = data.sine(400);
const model = tf.sequential({
  layers: [
    tf.layers.dense({ inputShape: [1], units: 16, activation: 'relu' }),
    tf.layers.dense({ units: 16, activation: 'relu' }),
    tf.layers.dense({ units: 1 }),
  ],
});
model.compile({ optimizer: tf.train.adam(0.01), loss: 'meanSquaredError' });
await train(model, xs, ys, { epochs: 200 });

const tests = [];
for (let line = input(); line !== null; line = input()) {
  const x = Number(line);
  if (Number.isNaN(x)) console.error(\`Not a number: \${line}\`);
  else tests.push([x]);
}
const predictions = model.predict(tf.tensor2d(tests)).dataSync();
tests.forEach(([x], i) => console.log(\`sin(\${x}) ≈ \${predictions[i].toFixed(4)} (exact \${Math.sin(x).toFixed(4)})\`));
report(model, { name: 'sine', xs, ys, tests });
`,
  },
];

/**
 * The TinyML lab's playground: JavaScript with TensorFlow.js in a worker, beside a view of the
 * training (loss plot) and of the int8 model (float vs int8 table, C header, C++ lab link). Its
 * examples are the lab's own (the sine model first) and then the page's example programs.
 */
import { useCallback, useState } from 'react';
import { createTinyMlRunner } from '@/lib/code-runners/tinyml-runner.ts';
import { emptyTinyMlState, type TinyMlDeviceState } from '@/lib/code-runners/tinyml-device.ts';
import { tinyMlLabExamples } from '../lib/tinyml-lab-examples.ts';
import { Playground, type PlaygroundExample } from './playground.tsx';
import { TinyMlDeviceView } from './tinyml/tinyml-device-view.tsx';

const inputHint = (
  <>
    What the program reads: <code>input()</code> returns the next line (<code>null</code> at the end) and{' '}
    <code>stdin</code> holds all of it. In scope: <code>tf</code> (TensorFlow.js core and layers),{' '}
    <code>data.sine(n)</code>, <code>data.gestures()</code>, <code>train(model, xs, ys, options)</code>,{' '}
    <code>report(model, {'{ name, xs, ys, tests }'})</code> and <code>seed(n)</code>. Every run starts from
    seed 1 (<code>Math.random</code>, initial weights, shuffling), so the same program trains the same model.
  </>
);

export function TinyMlPlayground({
  examples,
  loadRequest,
}: {
  examples: PlaygroundExample[];
  loadRequest: PlaygroundExample | null;
}) {
  const [state, setState] = useState<TinyMlDeviceState>(emptyTinyMlState);
  const reset = useCallback(() => setState(emptyTinyMlState), []);
  return (
    <Playground
      labId="tinyml"
      runtimeName="TensorFlow.js"
      language="javascript"
      examples={[...tinyMlLabExamples, ...examples]}
      createRunner={createTinyMlRunner}
      loadRequest={loadRequest}
      inputHint={inputHint}
      onDevice={setState}
      onRunStart={reset}
      device={<TinyMlDeviceView state={state} />}
      deviceLayout="below"
    />
  );
}

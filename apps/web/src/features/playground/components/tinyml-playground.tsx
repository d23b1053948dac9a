/**
 * The TinyML lab's playground: JavaScript with TensorFlow.js in a worker, beside a view of the
 * training (loss plot) and of the int8 model (float vs int8 table, C header, C++ lab link).
 */
import { useCallback, useState } from 'react';
import { createTinyMlRunner } from '@/lib/code-runners/tinyml-runner.ts';
import { emptyTinyMlState, type TinyMlDeviceState } from '@/lib/code-runners/tinyml-device.ts';
import { tinyMlLabExamples } from '../lib/tinyml-lab-examples.ts';
import { Playground } from './playground.tsx';
import { TinyMlDeviceView } from './tinyml/tinyml-device-view.tsx';

const inputHint = (
  <>
    What the program reads: <code>input()</code> returns the next line (<code>null</code> at the end) and{' '}
    <code>stdin</code> holds all of it. In scope: <code>tf</code> (TensorFlow.js core and layers),{' '}
    <code>data.sine(n)</code>, <code>data.gestures()</code>, <code>train(model, xs, ys, options)</code> and{' '}
    <code>report(model, {'{ name, xs, ys, tests }'})</code>.
  </>
);

export function TinyMlPlayground() {
  const [state, setState] = useState<TinyMlDeviceState>(emptyTinyMlState);
  const onDevice = useCallback((next: unknown) => setState(next as TinyMlDeviceState), []);
  const reset = useCallback(() => setState(emptyTinyMlState), []);
  return (
    <Playground
      labId="tinyml"
      runtimeName="TensorFlow.js"
      language="javascript"
      examples={tinyMlLabExamples}
      createRunner={createTinyMlRunner}
      inputHint={inputHint}
      onDevice={onDevice}
      onRunStart={reset}
      device={<TinyMlDeviceView state={state} />}
      deviceLayout="below"
    />
  );
}

/**
 * The TinyML lab's view below the output: the live loss plot, which backend and seed trained the
 * model (the same program, seed and backend give the same model and C header), and, after
 * `report()`, the int8 report.
 */
import type { TinyMlDeviceState } from '@/lib/code-runners/tinyml-device.ts';
import { Int8Report } from './int8-report.tsx';
import { LossPlot } from './loss-plot.tsx';

const backendNames: Record<string, string> = { cpu: 'CPU', wasm: 'WASM', webgl: 'WebGL', webgpu: 'WebGPU' };

export function TinyMlDeviceView({ state }: { state: TinyMlDeviceState }) {
  return (
    <div className="min-w-0 space-y-6">
      <div>
        <LossPlot losses={state.losses} plannedEpochs={state.plannedEpochs} />
        {state.backend ? (
          <p className="mt-1 text-xs text-neutral-700 dark:text-neutral-300">
            Trained on the {backendNames[state.backend] ?? state.backend} backend with seed {state.seed}: the
            same program and seed train the same model and C header.
          </p>
        ) : null}
      </div>
      {state.report ? <Int8Report report={state.report} /> : null}
    </div>
  );
}

/** The TinyML lab's view below the output: the live loss plot and, after `report()`, the int8 report. */
import type { TinyMlDeviceState } from '@/lib/code-runners/tinyml-device.ts';
import { Int8Report } from './int8-report.tsx';
import { LossPlot } from './loss-plot.tsx';

export function TinyMlDeviceView({ state }: { state: TinyMlDeviceState }) {
  return (
    <div className="min-w-0 space-y-6">
      <LossPlot losses={state.losses} plannedEpochs={state.plannedEpochs} />
      {state.report ? <Int8Report report={state.report} /> : null}
    </div>
  );
}

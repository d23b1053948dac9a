/**
 * What the TinyML worker shows beside the output (the runner protocol's 'device' events): the loss
 * of each training epoch and, once the program calls `report`, the float model against its int8
 * quantisation and the C code generated from it, and the backend and seed it trained with (the same
 * program, seed and backend give the same model). The worker sends the whole state each time; it is
 * small (one number pair per epoch).
 */
import type { TinyMlReport } from '@tinkerlabs/tinyml/report';

/** The report is built in packages/tinyml; the playground's views import its shape from here with the rest. */
export type { TinyMlReport } from '@tinkerlabs/tinyml/report';

export interface EpochLoss {
  epoch: number;
  loss: number;
  /** Loss on the validation split, when the program set one. */
  validationLoss?: number;
}

export interface TinyMlDeviceState {
  losses: EpochLoss[];
  /** Epochs the current training asked for, to scale the plot's axis. */
  plannedEpochs: number;
  report: TinyMlReport | null;
  /** The TensorFlow.js backend the model trained on ('cpu'), set by each call to `train`. */
  backend: string | null;
  /** The seed of the run's random numbers when training started (tinyml-seed.ts). */
  seed: number | null;
}

export const emptyTinyMlState: TinyMlDeviceState = {
  losses: [],
  plannedEpochs: 0,
  report: null,
  backend: null,
  seed: null,
};

/**
 * What the TinyML worker shows beside the output (the runner protocol's 'device' events): the loss
 * of each training epoch and, once the program calls `report`, the float model against its int8
 * quantisation and the C code generated from it. The worker sends the whole state each time; it is
 * small (one number pair per epoch).
 */
import type { ModelSizes } from '@tinkerlabs/tinyml/dense-model';

export interface EpochLoss {
  epoch: number;
  loss: number;
  /** Loss on the validation split, when the program set one. */
  validationLoss?: number;
}

export interface ComparisonRow {
  /** The input as the table shows it ("x = 1.571", "window 3 (punch)"). */
  input: string;
  float: string;
  int8: string;
  /** The largest |int8 − float| over the outputs. */
  difference: number;
}

export interface TinyMlReport {
  /** The C identifier prefix; the header is `<name>_model.h`. */
  name: string;
  evaluation: { metric: 'MSE' | 'accuracy'; float: number; int8: number; samples: number };
  /** The largest difference between int8 and float outputs the lab accepts. */
  tolerance: number;
  /** How the tolerance was chosen ("4 % of the outputs' range"). */
  toleranceBasis: string;
  rows: ComparisonRow[];
  sizes: ModelSizes;
  header: string;
  /** One C/C++ file: the header's code and a main printing each row's prediction. */
  program: string;
}

export interface TinyMlDeviceState {
  losses: EpochLoss[];
  /** Epochs the current training asked for, to scale the plot's axis. */
  plannedEpochs: number;
  report: TinyMlReport | null;
}

export const emptyTinyMlState: TinyMlDeviceState = { losses: [], plannedEpochs: 0, report: null };

/** What every kind of live lab widget takes: its attributes, and a way to report where the reader took it. */
import type { LabWidgetAttrs, LabWidgetKind } from '@tinkerlabs/rich-text/lab-widget';

export type AttrsOf<Kind extends LabWidgetKind> = Extract<LabWidgetAttrs, { kind: Kind }>;

export interface LiveWidgetProps<Kind extends LabWidgetKind> {
  attrs: AttrsOf<Kind>;
  /** The widget's current state as attributes, so "Open in the lab" opens what the reader sees. */
  onState: (attrs: AttrsOf<Kind>) => void;
}

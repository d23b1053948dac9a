/**
 * The attributes of the interactive blocks' editor nodes. A node's attributes are the document's
 * (so the editor's JSON is what is stored), except that a lab widget's node has every kind's keys, as
 * ProseMirror gives a node one fixed set: `storedAttrs` keeps its own kind's.
 */
import type { InteractiveBlockNode } from '@tinkerlabs/rich-text/document';
import type { LabWidgetAttrs, LabWidgetKind } from '@tinkerlabs/rich-text/lab-widget';

export type InteractiveBlockType = InteractiveBlockNode['type'];
export type BlockAttrs<T extends InteractiveBlockType> = Extract<InteractiveBlockNode, { type: T }>['attrs'];

type KeysOfUnion<T> = T extends unknown ? keyof T : never;
type LabWidgetKey = Exclude<KeysOfUnion<LabWidgetAttrs>, 'kind'>;

/** The keys each kind of lab widget stores. */
const labWidgetKeys = {
  robotArm: ['arm', 'joints', 'target'],
  gridworld: ['world', 'algorithm'],
  maze: ['maze', 'text', 'mouse'],
  coordinateFrames: ['figure', 'values'],
} as const satisfies Record<LabWidgetKind, readonly LabWidgetKey[]>;

const unsetLabWidget = {
  arm: null,
  joints: null,
  target: null,
  world: null,
  algorithm: null,
  maze: null,
  text: null,
  mouse: null,
  figure: null,
  values: null,
} satisfies Record<LabWidgetKey, null>;

/** Every attribute of each node with its default (what `type.create()` would give). */
export const nodeDefaults: Record<InteractiveBlockType, Record<string, unknown>> = {
  codeCell: { id: '', language: 'python', board: false, code: '', input: '' },
  labWidget: { kind: 'robotArm', ...unsetLabWidget },
  exercise: {
    id: '',
    title: '',
    question: [],
    answer: null,
    hints: [],
    solution: [],
    feedback: { correct: [], incorrect: [] },
  },
};

/**
 * The document's attributes of a block from its node's: for a lab widget, its kind's keys only.
 * @example storedAttrs('labWidget', node.attrs) // { kind: 'gridworld', world: 'cliff-walking', algorithm: 'sarsa' }
 */
export function storedAttrs<T extends InteractiveBlockType>(
  type: T,
  attrs: Record<string, unknown>,
): BlockAttrs<T> {
  if (type !== 'labWidget') return attrs as BlockAttrs<T>;
  const keys: readonly string[] | undefined = labWidgetKeys[attrs.kind as LabWidgetKind];
  const kept = Object.entries(attrs).filter(([key]) => key === 'kind' || (keys ?? []).includes(key));
  return Object.fromEntries(kept) as BlockAttrs<T>;
}

/** A node's full attributes from the document's (a lab widget's other kinds' keys unset). */
export function nodeAttrs<T extends InteractiveBlockType>(type: T, attrs: BlockAttrs<T>) {
  return { ...nodeDefaults[type], ...attrs };
}

/** The transaction meta that asks the selected block's view to open its dialog (Enter). */
export const editBlockMeta = 'editInteractiveBlock';

/**
 * The lab widget's dialog: the kind of lab, then that kind's starting state. A robot arm takes its
 * type, its joint values (in the lab's order and units, or none for its home pose) and an optional
 * target point; a gridworld a preset world and an algorithm; a maze one of the lab's mazes or one
 * written here, and the mouse; coordinate frames a figure and its three values.
 */
import type { LabWidgetNode } from '@tinkerlabs/rich-text/document';
import type { LabWidgetAttrs } from '@tinkerlabs/rich-text/lab-widget';
import { useMemo, useState } from 'react';
import { BlockDialog, type BlockEditorProps } from './block-dialog.tsx';
import { CheckboxField, FieldGroup, SelectField, TextField } from './block-form-fields.tsx';
import {
  algorithmChoices,
  armChoices,
  figureChoices,
  figureValueLabels,
  labKindChoices,
  mouseChoices,
  worldChoices,
} from './block-labels.ts';
import { blockProblems } from './block-problems.ts';
import { jointFields, labWidgetFormOf, labWidgetFromForm, type LabWidgetForm } from './lab-widget-form.ts';
import { useBlockProblems } from './use-block-problems.ts';

const three = [0, 1, 2] as const;

export function LabWidgetDialog({ initial, onConfirm, onClose }: BlockEditorProps<LabWidgetAttrs>) {
  const [form, setForm] = useState(() => labWidgetFormOf(initial));
  const change = (next: Partial<LabWidgetForm>) => setForm((current) => ({ ...current, ...next }));
  const made = useMemo(() => labWidgetFromForm(form), [form]);
  const node = useMemo<LabWidgetNode>(() => ({ type: 'labWidget', attrs: made.attrs }), [made]);
  const joints = jointFields(form.arm);
  const fields = [
    'kind',
    'arm',
    'joints',
    ...joints.map((_, index) => `joints.${index}`),
    'target',
    ...three.map((index) => `target.${index}`),
    'world',
    'algorithm',
    'maze',
    'text',
    'mouse',
    'figure',
    'values',
    ...three.map((index) => `values.${index}`),
  ];
  const problems = useBlockProblems(
    useMemo(() => [...made.problems, ...blockProblems(node)], [made, node]),
    fields,
  );
  const error = problems.error;

  return (
    <BlockDialog
      title={initial ? 'Edit the lab widget' : 'Insert a lab widget'}
      node={node}
      problems={problems}
      onConfirm={() => onConfirm(made.attrs)}
      onClose={onClose}
    >
      <SelectField
        label="Lab"
        value={form.kind}
        choices={labKindChoices}
        onChange={(kind) => change({ kind })}
        error={error('kind')}
      />
      {form.kind === 'robotArm' ? (
        <>
          <SelectField
            label="Arm"
            value={form.arm}
            choices={armChoices}
            onChange={(arm) => change({ arm })}
            error={error('arm')}
          />
          <FieldGroup legend="Starting joint values" error={error('joints')}>
            <p className="text-xs text-neutral-600 dark:text-neutral-400">
              Leave them all empty to start from the lab’s home pose.
            </p>
            {joints.map((joint, index) => (
              <TextField
                key={`${form.arm}-${index}`}
                label={`${joint.label} (${joint.unit})`}
                hint={`From ${joint.min} to ${joint.max}`}
                inputMode="decimal"
                value={form.joints[form.arm][index] ?? ''}
                onChange={(text) =>
                  change({
                    joints: {
                      ...form.joints,
                      [form.arm]: form.joints[form.arm].map((old, at) => (at === index ? text : old)),
                    },
                  })
                }
                error={error(`joints.${index}`)}
              />
            ))}
          </FieldGroup>
          <CheckboxField
            label="Show a target point"
            checked={form.withTarget}
            onChange={(withTarget) => change({ withTarget })}
          />
          {form.withTarget ? (
            <FieldGroup legend="Target point (millimetres, in the arm’s base frame)" error={error('target')}>
              {three.map((index) => (
                <TextField
                  key={index}
                  label={['x', 'y', 'z'][index]!}
                  inputMode="decimal"
                  value={form.target[index]}
                  onChange={(text) =>
                    change({
                      target: form.target.map((old, at) =>
                        at === index ? text : old,
                      ) as LabWidgetForm['target'],
                    })
                  }
                  error={error(`target.${index}`)}
                />
              ))}
            </FieldGroup>
          ) : null}
        </>
      ) : null}
      {form.kind === 'gridworld' ? (
        <>
          <SelectField
            label="World"
            value={form.world}
            choices={worldChoices}
            onChange={(world) => change({ world })}
            error={error('world')}
          />
          <SelectField
            label="Algorithm"
            value={form.algorithm}
            choices={algorithmChoices}
            onChange={(algorithm) => change({ algorithm })}
            error={error('algorithm')}
          />
        </>
      ) : null}
      {form.kind === 'maze' ? (
        <>
          <SelectField
            label="Maze"
            value={form.mazeSource}
            choices={[
              { value: 'bundled', label: 'A maze of the maze lab' },
              { value: 'inline', label: 'A maze written here' },
            ]}
            onChange={(mazeSource) => change({ mazeSource })}
          />
          {form.mazeSource === 'bundled' ? (
            <TextField
              label="Maze id"
              hint="Its group and file name in the maze lab, such as classic/japan2013ef or training/practice-8x8-a."
              value={form.maze}
              onChange={(maze) => change({ maze })}
              code
              error={error('maze')}
            />
          ) : (
            <TextField
              label="Maze text"
              hint="In one of the contest text formats the maze lab reads (classic, map or num)."
              value={form.mazeText}
              onChange={(mazeText) => change({ mazeText })}
              rows={10}
              code
              error={error('text') ?? error('maze')}
            />
          )}
          <SelectField
            label="Mouse"
            value={form.mouse}
            choices={mouseChoices}
            onChange={(mouse) => change({ mouse })}
            error={error('mouse')}
          />
        </>
      ) : null}
      {form.kind === 'coordinateFrames' ? (
        <>
          <SelectField
            label="Figure"
            value={form.figure}
            choices={figureChoices}
            onChange={(figure) => change({ figure })}
            error={error('figure')}
          />
          <FieldGroup legend="Starting values" error={error('values')}>
            {three.map((index) => (
              <TextField
                key={`${form.figure}-${index}`}
                label={figureValueLabels[form.figure][index]}
                inputMode="decimal"
                value={form.values[form.figure][index]}
                onChange={(text) =>
                  change({
                    values: {
                      ...form.values,
                      [form.figure]: form.values[form.figure].map((old, at) => (at === index ? text : old)),
                    },
                  })
                }
                error={error(`values.${index}`)}
              />
            ))}
          </FieldGroup>
        </>
      ) : null}
    </BlockDialog>
  );
}

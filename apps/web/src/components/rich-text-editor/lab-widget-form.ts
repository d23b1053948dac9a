/**
 * The lab widget dialog's form: every kind's fields at once (switching kinds and back loses
 * nothing), as text while typed, and the widget's attributes made from it with the problems only
 * the form can see (a joint value that is not a number, or outside the arm's range).
 */
import { radToDeg } from '@tinkerlabs/kinematics/angles';
import { robots } from '@tinkerlabs/kinematics/robots';
import { readMaze } from '@tinkerlabs/maze/formats/read-maze';
import { parseNumber } from '@tinkerlabs/rich-text/exercise';
import type {
  CoordinateFigure,
  GridworldAlgorithm,
  GridworldWorld,
  LabWidgetAttrs,
  LabWidgetKind,
  MazeMouse,
  RobotArmType,
} from '@tinkerlabs/rich-text/lab-widget';
import { robotArmTypes } from '@tinkerlabs/rich-text/lab-widget';
import type { DocProblem } from '@tinkerlabs/rich-text/validate-doc';

type Three = [string, string, string];

export interface LabWidgetForm {
  kind: LabWidgetKind;
  arm: RobotArmType;
  /** Each arm's joint values, so changing the arm and back keeps them. */
  joints: Record<RobotArmType, string[]>;
  withTarget: boolean;
  target: Three;
  world: GridworldWorld;
  algorithm: GridworldAlgorithm;
  mazeSource: 'bundled' | 'inline';
  maze: string;
  mazeText: string;
  mouse: MazeMouse;
  figure: CoordinateFigure;
  values: Record<CoordinateFigure, Three>;
}

export interface JointField {
  label: string;
  unit: '°' | 'mm';
  min: number;
  max: number;
}

const rounded = (value: number) => String(Number(value.toFixed(2)));

/** The joints of an arm in the lab's order and units: degrees for revolute joints, millimetres for prismatic. */
export function jointFields(arm: RobotArmType): JointField[] {
  return robots[arm].joints.map((joint) => {
    const revolute = joint.type === 'revolute';
    const unit = revolute ? '°' : 'mm';
    const inUnit = (value: number) => Number(rounded(revolute ? radToDeg(value) : value));
    return { label: `${joint.label} ${joint.symbol}`, unit, min: inUnit(joint.min), max: inUnit(joint.max) };
  });
}

function homePose(arm: RobotArmType): string[] {
  return robots[arm].joints.map((joint) =>
    rounded(joint.type === 'revolute' ? radToDeg(joint.home) : joint.home),
  );
}

const texts = (values: readonly number[]) => values.map(String);

export function labWidgetFormOf(attrs: LabWidgetAttrs | null): LabWidgetForm {
  const form: LabWidgetForm = {
    kind: attrs?.kind ?? 'robotArm',
    arm: 'scara',
    joints: Object.fromEntries(robotArmTypes.map((arm) => [arm, homePose(arm)])) as LabWidgetForm['joints'],
    withTarget: false,
    target: ['', '', ''],
    world: 'cliff-walking',
    algorithm: 'q-learning',
    mazeSource: 'bundled',
    maze: 'classic/japan2013ef',
    mazeText: '',
    mouse: 'flood-fill',
    figure: 'pose2d',
    values: { pose2d: ['1', '0.5', '30'], euler: ['30', '20', '10'] },
  };
  switch (attrs?.kind) {
    case 'robotArm': {
      // No joint values mean the lab's own starting pose: the fields stay empty.
      const count = jointFields(attrs.arm).length;
      const joints = Array.from({ length: count }, (_, index) =>
        attrs.joints[index] === undefined ? '' : String(attrs.joints[index]),
      );
      return {
        ...form,
        arm: attrs.arm,
        joints: { ...form.joints, [attrs.arm]: joints },
        withTarget: attrs.target !== null,
        target: attrs.target ? (texts(attrs.target) as Three) : form.target,
      };
    }
    case 'gridworld':
      return { ...form, world: attrs.world, algorithm: attrs.algorithm };
    case 'maze':
      return {
        ...form,
        mazeSource: attrs.maze === null ? 'inline' : 'bundled',
        maze: attrs.maze ?? form.maze,
        mazeText: attrs.text ?? '',
        mouse: attrs.mouse,
      };
    case 'coordinateFrames':
      return {
        ...form,
        figure: attrs.figure,
        values: { ...form.values, [attrs.figure]: texts(attrs.values) },
      };
    default:
      return form;
  }
}

/** A number typed in a field, NaN (a problem) when it is not one. */
function numberOf(text: string): number {
  return parseNumber(text) ?? Number.NaN;
}

/**
 * The widget's attributes, with the form's own problems at their attribute paths (`joints.1`).
 * @example labWidgetFromForm({ ...form, kind: 'gridworld' }).attrs // { kind: 'gridworld', world: 'cliff-walking', algorithm: 'q-learning' }
 */
export function labWidgetFromForm(form: LabWidgetForm): { attrs: LabWidgetAttrs; problems: DocProblem[] } {
  const problems: DocProblem[] = [];
  const numbers = (values: readonly string[], path: string) =>
    values.map((text, index) => {
      const value = numberOf(text);
      if (Number.isNaN(value))
        problems.push({
          path: `${path}.${index}`,
          message: text.trim() ? 'Type a number, such as 45 or -12.5.' : 'Give a value.',
        });
      return value;
    });
  switch (form.kind) {
    case 'robotArm': {
      const typed = form.joints[form.arm];
      const fields = jointFields(form.arm);
      let joints: number[] = [];
      if (typed.some((text) => text.trim())) {
        joints = numbers(typed, 'joints');
        joints.forEach((value, index) => {
          const field = fields[index];
          if (field && !Number.isNaN(value) && (value < field.min || value > field.max))
            problems.push({
              path: `joints.${index}`,
              message: `${field.label} goes from ${field.min} to ${field.max}${field.unit === '°' ? '°' : ' mm'}.`,
            });
        });
      }
      const target = form.withTarget ? (numbers(form.target, 'target') as [number, number, number]) : null;
      return { attrs: { kind: 'robotArm', arm: form.arm, joints, target }, problems };
    }
    case 'gridworld':
      return { attrs: { kind: 'gridworld', world: form.world, algorithm: form.algorithm }, problems };
    case 'maze': {
      const bundled = form.mazeSource === 'bundled';
      if (!bundled) {
        const problem = mazeTextProblem(form.mazeText);
        if (problem) problems.push({ path: 'text', message: problem });
      }
      return {
        attrs: {
          kind: 'maze',
          maze: bundled ? form.maze.trim() : null,
          text: bundled ? null : form.mazeText,
          mouse: form.mouse,
        },
        problems,
      };
    }
    case 'coordinateFrames':
      return {
        attrs: {
          kind: 'coordinateFrames',
          figure: form.figure,
          values: numbers(form.values[form.figure], 'values'),
        },
        problems,
      };
  }
}

/** What the maze reader says of an inline maze (the lab reads it the same way), or null. */
function mazeTextProblem(text: string): string | null {
  if (!text.trim()) return 'Write the maze in one of the contest text formats, or choose a maze of the lab.';
  try {
    readMaze(text);
    return null;
  } catch (error) {
    return error instanceof Error ? `The maze cannot be read: ${error.message}` : 'The maze cannot be read.';
  }
}

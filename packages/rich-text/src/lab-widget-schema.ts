/** The zod schema of a lab widget's attributes (lab-widget.ts), for validation and Markdown import. */
import { z } from 'zod';
import {
  type LabWidgetAttrs,
  coordinateFigures,
  gridworldAlgorithms,
  gridworldWorlds,
  labWidgetKinds,
  mazeMice,
  robotArmTypes,
} from './lab-widget.ts';

const finite = z.number().refine(Number.isFinite, 'Expected a finite number.');
const strict = <T extends z.core.$ZodLooseShape>(shape: T) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown attribute or field: ${issue.keys.join(', ')}.`
        : undefined,
  });

export const labWidgetAttrsSchema: z.ZodType<LabWidgetAttrs, unknown> = z.discriminatedUnion(
  'kind',
  [
    strict({
      kind: z.literal('robotArm'),
      arm: z.enum(robotArmTypes, { error: `The arm is one of ${robotArmTypes.join(', ')}.` }),
      joints: z.array(finite).max(6, 'An arm has at most 6 joints.'),
      target: z.tuple([finite, finite, finite]).nullable(),
    }),
    strict({
      kind: z.literal('gridworld'),
      world: z.enum(gridworldWorlds, { error: `The world is one of ${gridworldWorlds.join(', ')}.` }),
      algorithm: z.enum(gridworldAlgorithms, {
        error: `The algorithm is one of ${gridworldAlgorithms.join(', ')}.`,
      }),
    }),
    strict({
      kind: z.literal('maze'),
      maze: z
        .string()
        .regex(/^[a-z0-9-]+\/[A-Za-z0-9._-]+$/, 'A bundled maze is named like "classic/japan2013ef".')
        .nullable(),
      text: z.string().max(20_000, 'An inline maze is at most 20 000 characters.').nullable(),
      mouse: z.enum(mazeMice, { error: `The mouse is one of ${mazeMice.join(', ')}.` }),
    }).refine((attrs) => (attrs.maze === null) !== (attrs.text === null), {
      message: 'Give either a bundled maze or an inline one.',
      path: ['maze'],
    }),
    strict({
      kind: z.literal('coordinateFrames'),
      figure: z.enum(coordinateFigures, { error: `The figure is one of ${coordinateFigures.join(', ')}.` }),
      values: z.array(finite).length(3, 'A figure takes three values.'),
    }),
  ],
  { error: () => `A lab widget's kind is one of ${labWidgetKinds.join(', ')}.` },
);

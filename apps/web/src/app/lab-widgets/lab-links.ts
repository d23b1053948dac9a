/**
 * Where a lab widget's "Open in the lab" goes: the full lab, showing the widget's state, written in
 * each lab's own address format so the lab reads it back (see each lab's lib/*-address.ts).
 */
import { robots } from '@tinkerlabs/kinematics/robots';
import type { LabWidgetAttrs } from '@tinkerlabs/rich-text/lab-widget';
import { coordinateLessonHref } from '@/features/coordinate-transformation/lib/lab-address.ts';
import { mazeLabHref } from '@/features/maze-simulator/lib/lab-address.ts';
import { gridworldLabHref } from '@/features/rl-lab/lib/lab-address.ts';
import { simulationAddress } from '@/features/robot-simulations/lib/simulation-address.ts';

/** @example labHref({ kind: 'gridworld', world: 'cliff-walking', algorithm: 'sarsa' }) // '/labs/simulators/rl?world=cliff-walking&algorithm=sarsa' */
export function labHref(attrs: LabWidgetAttrs): string {
  switch (attrs.kind) {
    case 'robotArm':
      return simulationAddress(robots[attrs.arm], attrs.joints, attrs.target);
    case 'gridworld':
      return gridworldLabHref({ world: attrs.world, algorithm: attrs.algorithm });
    case 'maze':
      return mazeLabHref({
        ...(attrs.maze === null ? {} : { maze: attrs.maze }),
        ...(attrs.text === null ? {} : { text: attrs.text }),
        mouse: attrs.mouse,
      });
    case 'coordinateFrames':
      return coordinateLessonHref(attrs.figure, attrs.values);
  }
}

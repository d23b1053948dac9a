/** A planned trajectory as per-joint series in display units (degrees or millimetres), ready to plot. */
import type { JointSpec } from '@tinkerlabs/kinematics/robot-model';
import type { Trajectory } from '@tinkerlabs/kinematics/trajectory';
import { toDisplay } from './joint-units.ts';

export interface JointSeries {
  label: string;
  unit: string;
  position: [number, number][];
  velocity: [number, number][];
}

export function jointSeries(trajectory: Trajectory, joints: readonly JointSpec[]): JointSeries[] {
  return joints.map((joint, index) => ({
    label: `Joint ${index + 1} (${joint.symbol})`,
    unit: joint.type === 'revolute' ? '°' : 'mm',
    position: trajectory.samples.map((sample) => [sample.t, toDisplay(joint, sample.q[index] ?? 0)]),
    velocity: trajectory.samples.map((sample) => [sample.t, toDisplay(joint, sample.qd[index] ?? 0)]),
  }));
}

/**
 * `npm run bench -w packages/kinematics`: forward and inverse kinematics evaluations per second per
 * robot on one core, and the time to sample a 100 000-point workspace. Targets come from forward
 * kinematics of random in-limit joints, so every IK call does the full solve.
 */
/// <reference types="node" />

import { endEffectorPosition } from '../forward.ts';
import { ikBufferLength, solveIkInto } from '../inverse.ts';
import { seededRandom } from '@tinkerlabs/random/seeded-random';
import { robotIds, robots } from '../robots.ts';
import { sampleWorkspace } from '../workspace.ts';

const POSES = 4096;
const ROUNDS = 7;

/** Best of ROUNDS timings of `iterations` calls, in calls per second. */
function rate(iterations: number, run: (iterations: number) => number): { perSecond: number; sink: number } {
  let best = 0;
  let sink = 0;
  run(iterations); // warm-up so the optimiser has compiled the hot path
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    sink += run(iterations);
    const seconds = (performance.now() - started) / 1000;
    best = Math.max(best, iterations / seconds);
  }
  return { perSecond: best, sink };
}

function format(perSecond: number): string {
  return `${(perSecond / 1e6).toFixed(2)} M/s`;
}

let checksum = 0;
console.log('robot        FK (endEffectorPosition)   IK (solveIkInto)   workspace 100 000 pts');
for (const id of robotIds) {
  const model = robots[id];
  const size = model.joints.length;
  const random = seededRandom(7);
  const poses: Float64Array[] = [];
  const targets = new Float64Array(POSES * 4);
  const q = new Float64Array(size);
  const point = new Float64Array(3);
  for (let index = 0; index < POSES; index++) {
    model.joints.forEach((joint, j) => {
      q[j] = joint.min + (joint.max - joint.min) * random();
    });
    poses.push(q.slice());
    endEffectorPosition(model, q, point);
    targets.set([point[0]!, point[1]!, point[2]!, model.kernel.toolAngle(q)], index * 4);
  }

  const fk = rate(2_000_000, (iterations) => {
    let sum = 0;
    for (let i = 0; i < iterations; i++) {
      endEffectorPosition(model, poses[i & (POSES - 1)]!, point);
      sum += point[0]!;
    }
    return sum;
  });

  const out = new Float64Array(ikBufferLength(model));
  const ik = rate(5_000_000, (iterations) => {
    let solutions = 0;
    for (let i = 0; i < iterations; i++) {
      const offset = (i & (POSES - 1)) * 4;
      solutions += solveIkInto(
        model,
        targets[offset]!,
        targets[offset + 1]!,
        targets[offset + 2]!,
        targets[offset + 3]!,
        out,
      );
    }
    return solutions;
  });

  sampleWorkspace(model, 100_000, 1);
  let workspaceMs = Number.POSITIVE_INFINITY;
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    checksum += sampleWorkspace(model, 100_000, round + 1)[0]!;
    workspaceMs = Math.min(workspaceMs, performance.now() - started);
  }
  checksum += fk.sink + ik.sink;
  console.log(
    `${id.padEnd(12)} ${format(fk.perSecond).padStart(24)} ${format(ik.perSecond).padStart(18)} ${`${workspaceMs.toFixed(1)} ms`.padStart(23)}`,
  );
}
// Printing the checksum keeps the optimiser from discarding the measured work.
console.log(`(checksum ${checksum.toFixed(3)})`);

import { describe, expect, it } from 'vitest';
import { planarPose, restQ } from './follow-target.ts';
import { fromDrawing, restDrawing, toDrawing } from './drawing-frame.ts';

describe('the SCARA drawing', () => {
  it('draws the server’s resting arm where the kinematics put it, so the live arm takes over in place', () => {
    const pose = planarPose(restQ);
    restDrawing.elbow.forEach((value, axis) => expect(value).toBeCloseTo(pose.elbow[axis]!, 2));
    restDrawing.tool.forEach((value, axis) => expect(value).toBeCloseTo(pose.tool[axis]!, 2));
  });

  it('shows the arm’s x axis up the screen and its y axis to the left, and reads pointer points back', () => {
    expect(toDrawing([100, 0])).toEqual([-0, -100]);
    expect(toDrawing([0, 100])).toEqual([-100, -0]);
    expect(fromDrawing(toDrawing([123, -45]))).toEqual([123, -45]);
  });
});

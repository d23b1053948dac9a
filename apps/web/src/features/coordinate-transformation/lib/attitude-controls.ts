// The attitude as the Euler section's sliders hold it: Z-Y-X angles in whole degrees, pitch within ±90°.
import { degToRad, wrapDegrees } from '@tinkerlabs/kinematics/angles';
import type { EulerZyx } from '@tinkerlabs/kinematics/frames/euler-zyx';

export interface EulerControls {
  yawDeg: number;
  pitchDeg: number;
  rollDeg: number;
}

export const initialAngles: EulerControls = { yawDeg: 30, pitchDeg: 20, rollDeg: 15 };

export const anglesFromControls = (controls: EulerControls): EulerZyx => ({
  yaw: degToRad(controls.yawDeg),
  pitch: degToRad(controls.pitchDeg),
  roll: degToRad(controls.rollDeg),
});

/** Angles from outside the page (a lesson, an address) on the sliders' whole degrees and ranges. */
export function eulerControlsFrom(yawDeg: number, pitchDeg: number, rollDeg: number): EulerControls {
  return {
    yawDeg: Math.round(wrapDegrees(yawDeg)),
    pitchDeg: Math.round(Math.max(-90, Math.min(90, pitchDeg))),
    rollDeg: Math.round(wrapDegrees(rollDeg)),
  };
}

/**
 * Section 5: rotations in space as Z-Y-X Euler angles (yaw, pitch, roll), a 3D view of the body frame and
 * an aircraft, the rotation matrix live, and gimbal lock at pitch ±90°.
 */
import { memo, useMemo, useState } from 'react';
import { useAttitudeCamera } from '../hooks/use-attitude-camera.ts';
import { radToDeg } from '@tinkerlabs/kinematics/angles';
import { anglesFromControls, initialAngles, type EulerControls } from '../lib/attitude-controls.ts';
import { eulerZyxToMatrix } from '@tinkerlabs/kinematics/frames/euler-zyx';
import { gimbalState, lockedAngle, lockedMatrix } from '@tinkerlabs/kinematics/frames/gimbal-lock';
import { latexMatrix, latexNumber } from '../lib/latex-format.ts';
import { AttitudePanel } from './attitude-panel.tsx';
import { AttitudeView } from './attitude-view.tsx';
import { EulerTheory } from './euler-theory.tsx';
import { GimbalLockText } from './gimbal-lock-text.tsx';
import { figureGridClass, proseClass, sectionClass, sectionHeadingClass } from './section-styles.ts';
import { Tex, TexBlock } from './tex.tsx';
import { ViewPanel } from './view-panel.tsx';

/** Memoised: its only prop is the starting attitude, so the lesson's body sliders do not redraw it. */
export const EulerSection = memo(function EulerSection({ start = initialAngles }: { start?: EulerControls }) {
  const [controls, setControls] = useState<EulerControls>(start);
  const { camera, setCamera, orbit, onOrbit } = useAttitudeCamera();

  const angles = useMemo(() => anglesFromControls(controls), [controls]);

  const rotation = eulerZyxToMatrix(angles);
  const state = gimbalState(angles.pitch);
  const locked = state === 'locked-up' || state === 'locked-down';
  const angleText = `\\psi = ${controls.yawDeg}^\\circ,\\ \\theta = ${controls.pitchDeg}^\\circ,\\ \\phi = ${controls.rollDeg}^\\circ`;

  return (
    <section aria-labelledby="euler-heading" className={sectionClass}>
      <h2 id="euler-heading" className={sectionHeadingClass}>
        5. Rotations in space: Euler angles and gimbal lock
      </h2>
      <EulerTheory />

      <div className={figureGridClass}>
        <AttitudeView controls={controls} camera={orbit} onOrbit={onOrbit} />
        <div className="space-y-4">
          <AttitudePanel controls={controls} onChange={setControls} onReset={() => setControls(start)} />
          <ViewPanel camera={camera} onCameraChange={setCamera} />
        </div>
      </div>

      <div className="mt-6 space-y-4">
        <TexBlock title="Rotation matrix with the current angles">
          {`R = R_z(\\psi)\\,R_y(\\theta)\\,R_x(\\phi) = ${latexMatrix(rotation, 3)}`}
        </TexBlock>
        {locked ? (
          <TexBlock
            title={
              state === 'locked-up'
                ? 'At pitch +90°, only ψ − φ is left'
                : 'At pitch −90°, only ψ + φ is left'
            }
          >
            {`${state === 'locked-up' ? '\\alpha = \\psi - \\phi' : '\\alpha = \\psi + \\phi'} = ${latexNumber(radToDeg(lockedAngle(state, angles.yaw, angles.roll)), 0)}^\\circ:\\quad R = ${latexMatrix(
              state === 'locked-up'
                ? [
                    [0, '-\\sin\\alpha', '\\cos\\alpha'],
                    [0, '\\cos\\alpha', '\\sin\\alpha'],
                    [-1, 0, 0],
                  ]
                : [
                    [0, '-\\sin\\alpha', '-\\cos\\alpha'],
                    [0, '\\cos\\alpha', '-\\sin\\alpha'],
                    [1, 0, 0],
                  ],
              0,
            )} = ${latexMatrix(lockedMatrix(state, lockedAngle(state, angles.yaw, angles.roll)), 3)}`}
          </TexBlock>
        ) : (
          <TexBlock title="The body's axes are the columns">
            {`\\text{nose } \\mathbf x_b = ${latexMatrix(
              rotation.map((row) => [row[0]!]),
              3,
            )},\\ \\text{left wing } \\mathbf y_b = ${latexMatrix(
              rotation.map((row) => [row[1]!]),
              3,
            )},\\ \\text{fin } \\mathbf z_b = ${latexMatrix(
              rotation.map((row) => [row[2]!]),
              3,
            )}`}
          </TexBlock>
        )}
      </div>
      <p className={`${proseClass} text-sm`}>
        Current angles: <Tex>{angleText}</Tex>.
      </p>
      <GimbalLockText />
    </section>
  );
});

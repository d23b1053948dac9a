/**
 * Section 5: rotations in space as Z-Y-X Euler angles (yaw, pitch, roll), a 3D view of the body frame and
 * an aircraft, the rotation matrix live, and gimbal lock at pitch ±90°.
 */
import { memo, useCallback, useMemo, useState } from 'react';
import { secondaryButtonClass } from '@/components/ui/control-styles.ts';
import { degToRad, radToDeg, wrapDegrees } from '../lib/angles.ts';
import { attitudeScene } from '../lib/attitude-scene.ts';
import { eulerZyxToMatrix } from '../lib/euler-zyx.ts';
import { gimbalState, lockedAngle, lockedMatrix } from '../lib/gimbal-lock.ts';
import { latexMatrix, latexNumber } from '../lib/latex-format.ts';
import { orbitCamera } from '../lib/orthographic-camera.ts';
import { AttitudeFigure } from './attitude-figure.tsx';
import { EulerTheory } from './euler-theory.tsx';
import { GimbalLockNotice } from './gimbal-lock-notice.tsx';
import { GimbalLockText } from './gimbal-lock-text.tsx';
import { RangeField } from './range-field.tsx';
import {
  figureGridClass,
  panelClass,
  proseClass,
  sectionClass,
  sectionHeadingClass,
} from './section-styles.ts';
import { Tex, TexBlock } from './tex.tsx';

interface EulerControls {
  yawDeg: number;
  pitchDeg: number;
  rollDeg: number;
}

interface CameraControls {
  azimuthDeg: number;
  elevationDeg: number;
}

const initialAngles: EulerControls = { yawDeg: 30, pitchDeg: 20, rollDeg: 15 };
const initialCamera: CameraControls = { azimuthDeg: 40, elevationDeg: 22 };

/** Memoised: it has no props, so the lesson's body sliders do not redraw it. */
export const EulerSection = memo(function EulerSection() {
  const [controls, setControls] = useState<EulerControls>(initialAngles);
  const [camera, setCamera] = useState<CameraControls>(initialCamera);

  const angles = useMemo(
    () => ({
      yaw: degToRad(controls.yawDeg),
      pitch: degToRad(controls.pitchDeg),
      roll: degToRad(controls.rollDeg),
    }),
    [controls],
  );
  const items = useMemo(() => attitudeScene(angles), [angles]);
  const orbit = useMemo(
    () => ({ azimuth: degToRad(camera.azimuthDeg), elevation: degToRad(camera.elevationDeg) }),
    [camera],
  );
  const onOrbit = useCallback(
    (dAzimuth: number, dElevation: number) =>
      setCamera((current) => {
        const next = orbitCamera(
          { azimuth: degToRad(current.azimuthDeg), elevation: degToRad(current.elevationDeg) },
          dAzimuth,
          dElevation,
        );
        return { azimuthDeg: wrapDegrees(radToDeg(next.azimuth)), elevationDeg: radToDeg(next.elevation) };
      }),
    [],
  );

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
        <div className="space-y-4">
          <AttitudeFigure
            title="Body frame and aircraft in 3D"
            description={`Yaw ${controls.yawDeg}°, pitch ${controls.pitchDeg}°, roll ${controls.rollDeg}°. The body's x axis (red) points through the nose, y (green) through the left wing, z (blue) up through the fin. Dashed lines mark the yaw, pitch and roll axes.`}
            items={items}
            camera={orbit}
            onOrbit={onOrbit}
          />
          <GimbalLockNotice angles={angles} />
        </div>
        <div className="space-y-4">
          <div className={`${panelClass} space-y-3`}>
            <h3 className="font-semibold text-neutral-900 dark:text-white">Attitude</h3>
            <RangeField
              label="Yaw (deg)"
              value={controls.yawDeg}
              min={-180}
              max={180}
              step={1}
              digits={0}
              onChange={(yawDeg) => setControls({ ...controls, yawDeg })}
            />
            <RangeField
              label="Pitch (deg)"
              value={controls.pitchDeg}
              min={-90}
              max={90}
              step={1}
              digits={0}
              onChange={(pitchDeg) => setControls({ ...controls, pitchDeg })}
            />
            <RangeField
              label="Roll (deg)"
              value={controls.rollDeg}
              min={-180}
              max={180}
              step={1}
              digits={0}
              onChange={(rollDeg) => setControls({ ...controls, rollDeg })}
            />
            <div className="flex flex-wrap gap-2 pt-1">
              <button
                type="button"
                className={secondaryButtonClass}
                onClick={() => setControls({ ...controls, pitchDeg: 90 })}
              >
                Show gimbal lock
              </button>
              <button
                type="button"
                className={secondaryButtonClass}
                onClick={() => setControls(initialAngles)}
              >
                Reset angles
              </button>
            </div>
          </div>
          <div className={`${panelClass} space-y-3`}>
            <h3 className="font-semibold text-neutral-900 dark:text-white">View</h3>
            <p className="text-sm text-neutral-700 dark:text-neutral-300">
              Drag the picture to orbit the camera.
            </p>
            <RangeField
              label="View azimuth (deg)"
              value={camera.azimuthDeg}
              min={-180}
              max={180}
              step={1}
              digits={0}
              onChange={(azimuthDeg) => setCamera({ ...camera, azimuthDeg })}
            />
            <RangeField
              label="View elevation (deg)"
              value={camera.elevationDeg}
              min={-89}
              max={89}
              step={1}
              digits={0}
              onChange={(elevationDeg) => setCamera({ ...camera, elevationDeg })}
            />
          </div>
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

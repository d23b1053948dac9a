/** The body frame and aircraft in 3D at an attitude, with the gimbal-lock notice under them. */
import { useMemo } from 'react';
import { anglesFromControls, type EulerControls } from '../lib/attitude-controls.ts';
import { attitudeScene } from '../lib/attitude-scene.ts';
import type { OrbitCamera } from '../lib/orthographic-camera.ts';
import { AttitudeFigure } from './attitude-figure.tsx';
import { GimbalLockNotice } from './gimbal-lock-notice.tsx';

export function AttitudeView({
  controls,
  camera,
  onOrbit,
}: {
  controls: EulerControls;
  camera: OrbitCamera;
  onOrbit: (dAzimuth: number, dElevation: number) => void;
}) {
  const angles = useMemo(() => anglesFromControls(controls), [controls]);
  const items = useMemo(() => attitudeScene(angles), [angles]);
  return (
    <div className="space-y-4">
      <AttitudeFigure
        title="Body frame and aircraft in 3D"
        description={`Yaw ${controls.yawDeg}°, pitch ${controls.pitchDeg}°, roll ${controls.rollDeg}°. The body's x axis (red) points through the nose, y (green) through the left wing, z (blue) up through the fin. Dashed lines mark the yaw, pitch and roll axes.`}
        items={items}
        camera={camera}
        onOrbit={onOrbit}
      />
      <GimbalLockNotice angles={angles} />
    </div>
  );
}

/**
 * The 3D view's orbit camera as the view sliders hold it (degrees), with the radians the drawing wants
 * and the drag handler that turns it.
 */
import { useCallback, useMemo, useState } from 'react';
import { degToRad, radToDeg, wrapDegrees } from '@tinkerlabs/kinematics/angles';
import { orbitCamera } from '../lib/orthographic-camera.ts';

export interface CameraControls {
  azimuthDeg: number;
  elevationDeg: number;
}

const initialCamera: CameraControls = { azimuthDeg: 40, elevationDeg: 22 };

export function useAttitudeCamera() {
  const [camera, setCamera] = useState<CameraControls>(initialCamera);
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
  return { camera, setCamera, orbit, onOrbit };
}

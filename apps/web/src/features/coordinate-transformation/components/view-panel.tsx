/** The 3D view's camera as two sliders, so the view turns from the keyboard as well as by dragging. */
import type { CameraControls } from '../hooks/use-attitude-camera.ts';
import { RangeField } from './range-field.tsx';
import { panelClass } from './section-styles.ts';

export function ViewPanel({
  camera,
  onCameraChange,
  heading: Heading = 'h3',
}: {
  camera: CameraControls;
  onCameraChange: (camera: CameraControls) => void;
  /** A lesson's lab widget sits below the lesson's own headings. */
  heading?: 'h3' | 'h4';
}) {
  return (
    <div className={`${panelClass} space-y-3`}>
      <Heading className="font-semibold text-neutral-900 dark:text-white">View</Heading>
      <p className="text-sm text-neutral-700 dark:text-neutral-300">Drag the picture to orbit the camera.</p>
      <RangeField
        label="View azimuth (deg)"
        value={camera.azimuthDeg}
        min={-180}
        max={180}
        step={1}
        digits={0}
        onChange={(azimuthDeg) => onCameraChange({ ...camera, azimuthDeg })}
      />
      <RangeField
        label="View elevation (deg)"
        value={camera.elevationDeg}
        min={-89}
        max={89}
        step={1}
        digits={0}
        onChange={(elevationDeg) => onCameraChange({ ...camera, elevationDeg })}
      />
    </div>
  );
}

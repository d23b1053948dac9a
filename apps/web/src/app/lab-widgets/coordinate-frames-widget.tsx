/**
 * A figure of the coordinate-transformation lesson in another lesson: the 2D pose (world and body
 * frames and a point, with the body's sliders and the point in both frames) or the attitude in 3D (the
 * aircraft, the yaw, pitch and roll sliders, the gimbal-lock notice and the view's sliders).
 */
import { useState } from 'react';
import { AttitudePanel } from '@/features/coordinate-transformation/components/attitude-panel.tsx';
import { AttitudeView } from '@/features/coordinate-transformation/components/attitude-view.tsx';
import { BodyFramePanel } from '@/features/coordinate-transformation/components/body-frame-panel.tsx';
import { FramesFigure } from '@/features/coordinate-transformation/components/frames-figure.tsx';
import { PointReadout } from '@/features/coordinate-transformation/components/point-readout.tsx';
import { ViewPanel } from '@/features/coordinate-transformation/components/view-panel.tsx';
import { useAttitudeCamera } from '@/features/coordinate-transformation/hooks/use-attitude-camera.ts';
import {
  eulerControlsFrom,
  type EulerControls,
} from '@/features/coordinate-transformation/lib/attitude-controls.ts';
import {
  bodyControlsFrom,
  initialPoint,
  type BodyControls,
} from '@/features/coordinate-transformation/lib/body-controls.ts';
import type { LiveWidgetProps } from './live-widget.ts';

const layoutClass = 'grid items-start gap-4 @2xl:grid-cols-[20rem_minmax(0,1fr)]';

function PoseFigure({ attrs, onState }: LiveWidgetProps<'coordinateFrames'>) {
  const [x = 0, y = 0, angle = 0] = attrs.values;
  const [start] = useState(() => bodyControlsFrom(x, y, angle));
  const [body, setBody] = useState(start);
  const change = (next: BodyControls) => {
    setBody(next);
    onState({ ...attrs, values: [next.x, next.y, next.angleDeg] });
  };
  return (
    <div className={layoutClass}>
      <div className="w-full max-w-80 min-w-0">
        <FramesFigure body={body} onBodyChange={change} point={initialPoint} />
      </div>
      <div className="min-w-0 space-y-3">
        <BodyFramePanel body={body} onBodyChange={change} heading="h4" />
        <PointReadout body={body} point={initialPoint} />
      </div>
    </div>
  );
}

function EulerFigure({ attrs, onState }: LiveWidgetProps<'coordinateFrames'>) {
  const [yaw = 0, pitch = 0, roll = 0] = attrs.values;
  const [start] = useState(() => eulerControlsFrom(yaw, pitch, roll));
  const [controls, setControls] = useState(start);
  const { camera, setCamera, orbit, onOrbit } = useAttitudeCamera();
  const change = (next: EulerControls) => {
    setControls(next);
    onState({ ...attrs, values: [next.yawDeg, next.pitchDeg, next.rollDeg] });
  };
  return (
    <div className={layoutClass}>
      <div className="w-full max-w-80 min-w-0">
        <AttitudeView controls={controls} camera={orbit} onOrbit={onOrbit} />
      </div>
      <div className="min-w-0 space-y-3">
        <AttitudePanel controls={controls} onChange={change} onReset={() => change(start)} heading="h4" />
        <ViewPanel camera={camera} onCameraChange={setCamera} heading="h4" />
      </div>
    </div>
  );
}

export default function CoordinateFramesWidget(props: LiveWidgetProps<'coordinateFrames'>) {
  return props.attrs.figure === 'pose2d' ? <PoseFigure {...props} /> : <EulerFigure {...props} />;
}

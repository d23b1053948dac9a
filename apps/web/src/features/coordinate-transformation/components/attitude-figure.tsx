/**
 * The 3D view of the body frame and its aircraft, an SVG drawn by D3 (draw-attitude.ts) with an orthographic
 * camera the visitor orbits by dragging or with the view sliders beside it.
 */
import { useEffect, useId, useRef } from 'react';
import type { SceneItem } from '../lib/attitude-scene.ts';
import type { OrbitCamera } from '../lib/orthographic-camera.ts';
import {
  attachOrbitDrag,
  attitudeHeight,
  attitudeWidth,
  drawAttitude,
  type LiveAttitude,
} from './draw-attitude.ts';
import { figureFrameClass } from './section-styles.ts';

export function AttitudeFigure({
  title,
  description,
  items,
  camera,
  onOrbit,
}: {
  title: string;
  description: string;
  items: SceneItem[];
  camera: OrbitCamera;
  onOrbit: (dAzimuth: number, dElevation: number) => void;
}) {
  const titleId = useId();
  const descriptionId = useId();
  const surface = useRef<SVGSVGElement>(null);
  const root = useRef<SVGGElement>(null);
  const live = useRef<LiveAttitude>({ items, camera, onOrbit });

  useEffect(() => {
    live.current = { items, camera, onOrbit };
    if (root.current) drawAttitude(root.current, live);
  }, [items, camera, onOrbit]);

  useEffect(() => (surface.current ? attachOrbitDrag(surface.current, live) : undefined), []);

  return (
    <div className={figureFrameClass}>
      <svg
        ref={surface}
        viewBox={`0 0 ${attitudeWidth} ${attitudeHeight}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        // Vertical swipes still scroll the page on a phone; other drags orbit the camera.
        className="mx-auto block h-auto w-full max-w-[36rem] cursor-grab touch-pan-y select-none active:cursor-grabbing"
      >
        <title id={titleId}>{title}</title>
        <desc id={descriptionId}>{description}</desc>
        <g ref={root} />
      </svg>
    </div>
  );
}

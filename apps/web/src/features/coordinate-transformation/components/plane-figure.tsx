/**
 * A 2D figure of frames and points, drawn by D3 (draw-plane.ts) inside an SVG that React owns. React gives
 * the SVG its title and description; D3 fills one group React leaves empty, so they never share nodes.
 */
import { useEffect, useId, useRef } from 'react';
import { drawPlane, planeSize, type LivePlane } from './draw-plane.ts';
import type { PlaneDragHandlers, PlaneScene } from './plane-scene.ts';
import { figureFrameClass } from './section-styles.ts';

export function PlaneFigure({
  title,
  description,
  scene,
  handlers = {},
}: {
  title: string;
  description: string;
  scene: PlaneScene;
  handlers?: PlaneDragHandlers;
}) {
  const titleId = useId();
  const descriptionId = useId();
  const root = useRef<SVGGElement>(null);
  const live = useRef<LivePlane>({ scene, handlers });

  useEffect(() => {
    live.current = { scene, handlers };
    if (root.current) drawPlane(root.current, live);
  }, [scene, handlers]);

  return (
    <div className={figureFrameClass}>
      <svg
        viewBox={`0 0 ${planeSize} ${planeSize}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        className="mx-auto block h-auto w-full max-w-[36rem] select-none"
      >
        <title id={titleId}>{title}</title>
        <desc id={descriptionId}>{description}</desc>
        <g ref={root} />
      </svg>
    </div>
  );
}

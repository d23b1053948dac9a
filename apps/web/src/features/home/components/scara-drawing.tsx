/**
 * The SCARA arm seen from above, drawn in SVG in millimetres: the circles its tool reaches, the two
 * arms, the tool and the target. The arm's x axis points up the screen and its y axis to the left, so
 * the arm works upwards from its base at the centre. Colours come from the theme's classes, so the
 * drawing follows light and dark mode. Light enough for the home page's first load: it draws the
 * resting arm before the live one (live-scara.tsx) has loaded.
 */
import type { PointerEventHandler, Ref } from 'react';
import type { PlanePoint } from '../lib/follow-target.ts';
import { drawingViewBox, innerReach, outerReach, toDrawing } from '../lib/drawing-frame.ts';

export function ScaraDrawing({
  elbow,
  tool,
  target,
  reached,
  ref,
  onPointer,
}: {
  elbow: PlanePoint;
  tool: PlanePoint;
  target: PlanePoint;
  reached: boolean;
  ref?: Ref<SVGSVGElement>;
  /** Pointer presses and moves over the drawing (the live arm follows them). */
  onPointer?: PointerEventHandler<SVGSVGElement>;
}) {
  const [ex, ey] = toDrawing(elbow);
  const [tx, ty] = toDrawing(tool);
  const [gx, gy] = toDrawing(target);
  return (
    <svg
      ref={ref}
      viewBox={drawingViewBox}
      aria-hidden="true"
      onPointerDown={onPointer}
      onPointerMove={onPointer}
      className="size-full"
    >
      <g
        className="fill-none stroke-neutral-300 dark:stroke-neutral-700"
        strokeWidth={4}
        strokeDasharray="14 14"
      >
        <circle r={outerReach} />
        <circle r={innerReach} />
      </g>
      <circle
        r={58}
        className="fill-neutral-200 stroke-neutral-400 dark:fill-neutral-800 dark:stroke-neutral-600"
        strokeWidth={6}
      />
      <g strokeLinecap="round" className="stroke-secondary-600 dark:stroke-secondary-400">
        <line x1={0} y1={0} x2={ex} y2={ey} strokeWidth={52} />
        <line x1={ex} y1={ey} x2={tx} y2={ty} strokeWidth={38} className="opacity-80" />
      </g>
      <circle r={20} className="fill-white dark:fill-neutral-900" />
      <circle cx={ex} cy={ey} r={16} className="fill-white dark:fill-neutral-900" />
      <circle cx={tx} cy={ty} r={22} className="fill-primary-600 dark:fill-primary-400" />
      <g
        transform={`translate(${gx} ${gy})`}
        strokeWidth={6}
        className={`fill-none ${reached ? 'stroke-amber-500' : 'stroke-red-600 dark:stroke-red-400'}`}
      >
        <circle r={40} strokeDasharray={reached ? undefined : '12 10'} />
        <path d="M -62 0 H -22 M 22 0 H 62 M 0 -62 V -22 M 0 22 V 62" />
      </g>
    </svg>
  );
}

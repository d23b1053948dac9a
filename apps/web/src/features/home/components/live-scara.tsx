/**
 * The home page's live lab: a SCARA arm, seen from above, whose tool follows the pointer (or a tap)
 * by inverse kinematics. Arrow keys move the target from the keyboard (Shift for bigger steps). Until
 * someone drives it, the tool traces one loop to show that it moves; with reduced motion it stays
 * still, and moves straight to the target instead of gliding. Loaded after the page is idle
 * (try-it-now.tsx), so its code is not part of the first load.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import {
  demoPoint,
  followTarget,
  planarPose,
  restQ,
  type PlanarPose,
  type PlanePoint,
} from '../lib/follow-target.ts';
import { fromDrawing } from '../lib/drawing-frame.ts';
import { ScaraDrawing } from './scara-drawing.tsx';

const demoMs = 7000;
/** The share of the way to the target the tool covers each frame while it glides. */
const glide = 0.22;
const keyStep = 10;
const bigKeyStep = 50;
const arrowMoves: Record<string, PlanePoint> = {
  // The arm's x axis points up the screen and its y axis to the left.
  ArrowUp: [1, 0],
  ArrowDown: [-1, 0],
  ArrowLeft: [0, 1],
  ArrowRight: [0, -1],
};

const degrees = (radians: number) => Math.round((radians * 180) / Math.PI);
const millimetres = (value: number) => Math.round(value);

function prefersReducedMotion() {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

interface Shown {
  target: PlanePoint;
  pose: PlanarPose;
}

/** The animation's state: outside React, since every frame reads and writes it. */
interface Motion {
  /** Where the target is heading (the pointer, or the demo's path). */
  goal: PlanePoint;
  /** Where the target is now, gliding towards the goal. */
  target: PlanePoint;
  q: readonly number[];
  demo: boolean;
  /** When the demo loop began, read from the first frame's clock. */
  demoStart: number | null;
  frame: number;
  reduced: boolean;
}

/** One frame: the demo moves the goal, the target glides towards it, the arm follows; again until it arrives. */
function animate(state: Motion, show: (shown: Shown) => void, time: number) {
  state.frame = 0;
  if (state.demo) {
    state.demoStart ??= time;
    const t = (time - state.demoStart) / demoMs;
    if (t >= 1) state.demo = false;
    else state.goal = demoPoint(t);
  }
  const [gx, gy] = state.goal;
  const [x, y] = state.target;
  const arrived = state.reduced || Math.hypot(gx - x, gy - y) < 0.5;
  state.target = arrived ? state.goal : [x + (gx - x) * glide, y + (gy - y) * glide];
  const pose = followTarget(state.q, state.target);
  state.q = pose.q;
  show({ target: state.target, pose });
  if (!arrived || state.demo) state.frame = requestAnimationFrame((next) => animate(state, show, next));
}

export default function LiveScara({ instructionsId }: { instructionsId: string }) {
  const [shown, setShown] = useState<Shown>(() => {
    const pose = planarPose(restQ);
    return { target: pose.tool, pose };
  });
  const [announcement, setAnnouncement] = useState('');
  const motion = useRef<Motion>({
    goal: shown.target,
    target: shown.target,
    q: shown.pose.q,
    demo: false,
    demoStart: null,
    frame: 0,
    reduced: false,
  });
  const svg = useRef<SVGSVGElement>(null);

  const moveTo = (goal: PlanePoint) => {
    const state = motion.current;
    state.demo = false;
    state.goal = goal;
    if (!state.frame) state.frame = requestAnimationFrame((time) => animate(state, setShown, time));
  };

  useEffect(() => {
    const state = motion.current;
    state.reduced = prefersReducedMotion();
    if (!state.reduced) {
      state.demo = true;
      state.frame = requestAnimationFrame((time) => animate(state, setShown, time));
    }
    return () => {
      cancelAnimationFrame(state.frame);
      state.frame = 0;
    };
  }, []);

  const onPointer = (event: PointerEvent<SVGSVGElement>) => {
    const matrix = svg.current?.getScreenCTM();
    if (!matrix) return;
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    moveTo(fromDrawing([point.x, point.y]));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const direction = arrowMoves[event.key];
    if (!direction) return;
    event.preventDefault();
    const step = event.shiftKey ? bigKeyStep : keyStep;
    const [x, y] = motion.current.goal;
    const goal: PlanePoint = [x + direction[0] * step, y + direction[1] * step];
    moveTo(goal);
    const reached = followTarget(motion.current.q, goal).reached;
    const where = `${millimetres(goal[0])}, ${millimetres(goal[1])} mm`;
    setAnnouncement(reached ? `Tool at ${where}` : `Target at ${where} is out of reach`);
  };

  const { pose, target } = shown;
  // The focus ring is drawn inside the group: the box around it clips what overflows.
  return (
    <div
      tabIndex={0}
      role="group"
      aria-label="SCARA arm seen from above"
      aria-describedby={instructionsId}
      onKeyDown={onKeyDown}
      className="relative size-full touch-pan-y focus-visible:outline-offset-[-4px]"
    >
      <ScaraDrawing
        ref={svg}
        onPointer={onPointer}
        elbow={pose.elbow}
        tool={pose.tool}
        target={target}
        reached={pose.reached}
      />
      <p className="absolute inset-x-2 bottom-1.5 flex flex-wrap justify-between gap-x-3 font-mono text-xs text-neutral-700 tabular-nums dark:text-neutral-300">
        <span>
          θ1 {degrees(pose.q[0]!)}° · θ2 {degrees(pose.q[1]!)}°
        </span>
        <span>
          {pose.reached
            ? `tool ${millimetres(pose.tool[0])}, ${millimetres(pose.tool[1])} mm`
            : 'out of reach'}
        </span>
      </p>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

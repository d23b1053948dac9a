/**
 * The 3D view's frame: the view toggles, the joint-type legend, keyboard control of the selected
 * joint and of the camera, and the arm drawn by three.js (components/arm-view.tsx, in a worker where the browser allows)
 * with a loading indicator until its first frame. Without WebGL, or if the view fails, a message takes
 * its place and the rest of the page still works.
 */
import type { RobotModel } from '@tinkerlabs/kinematics/robot-model';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useColourMode } from '@/lib/colour-mode.ts';
import { jointTypeColour } from '../lib/joint-colours.ts';
import { cameraKeyMove } from '../lib/orbit-camera.ts';
import { displayStep, fromDisplay, jointName, toDisplay } from '../lib/joint-units.ts';
import type { SceneState } from '../scene/protocol.ts';
import { ArmView, type CameraControls, type ViewStatus } from './arm-view.tsx';
import { hintClass } from './field-styles.ts';

export interface SceneToggles {
  showFrames: boolean;
  showWorkspace: boolean;
  showTrail: boolean;
}

function Unavailable({ children }: { children: string }) {
  return (
    <div
      role="note"
      className="flex h-full items-center justify-center p-6 text-center text-sm text-neutral-700 dark:text-neutral-300"
    >
      <p className="max-w-sm">{children}</p>
    </div>
  );
}

function Loading() {
  return (
    <div
      role="status"
      className="absolute inset-0 flex flex-col items-center justify-center gap-3 text-sm text-neutral-700 dark:text-neutral-300"
    >
      <progress aria-label="Loading the 3D view" className="h-2 w-40 accent-primary-600" />
      Loading the 3D view…
    </div>
  );
}

export function ScenePanel({
  model,
  q,
  selectedJoint,
  onSelectJoint,
  onJoint,
  toggles,
  onToggles,
  trailVersion,
  viewHeightClass = 'h-72 sm:h-96 lg:h-[28rem]',
}: {
  model: RobotModel;
  q: readonly number[];
  selectedJoint: number;
  onSelectJoint: (index: number) => void;
  onJoint: (index: number, value: number) => void;
  toggles: SceneToggles;
  onToggles: (toggles: Partial<SceneToggles>) => void;
  trailVersion: number;
  /** The view's height (Tailwind classes): a lesson's lab widget draws it smaller than the page does. */
  viewHeightClass?: string;
}) {
  const [status, setStatus] = useState<ViewStatus>({ kind: 'loading' });
  const camera = useRef<CameraControls>(null);
  const hintId = useId();
  const mode = useColourMode();
  const dark =
    mode === 'dark' ||
    (mode === 'system' &&
      typeof window !== 'undefined' &&
      window.matchMedia('(prefers-color-scheme: dark)').matches);
  const selected = model.joints[selectedJoint];
  const { showFrames, showWorkspace, showTrail } = toggles;
  const state = useMemo<SceneState>(
    () => ({ robot: model.id, q, selectedJoint, showFrames, showWorkspace, showTrail, trailVersion, dark }),
    [model.id, q, selectedJoint, showFrames, showWorkspace, showTrail, trailVersion, dark],
  );
  const drawable = status.kind === 'loading' || status.kind === 'drawn';

  // ←/→ (or ↓/↑) move the selected joint one step, ten with Shift; the digit keys choose the joint;
  // W, A, S, D turn the camera, + and − zoom, 0 brings back the opening view.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const cameraMove = cameraKeyMove(event.key);
    if (cameraMove || event.key === '0') {
      event.preventDefault();
      if (cameraMove) camera.current?.move(cameraMove);
      else camera.current?.reset();
      return;
    }
    const digit = Number(event.key);
    if (Number.isInteger(digit) && digit >= 1 && digit <= model.joints.length) {
      onSelectJoint(digit - 1);
      event.preventDefault();
      return;
    }
    const direction = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 }[event.key];
    if (!direction || !selected) return;
    event.preventDefault();
    const step = displayStep(selected) * (event.shiftKey ? 10 : 2);
    const shown = toDisplay(selected, q[selectedJoint] ?? selected.home);
    onJoint(selectedJoint, fromDisplay(selected, shown + direction * step));
  };

  const toggle = (key: keyof SceneToggles, label: string) => (
    <label className="flex items-center gap-2">
      <input
        type="checkbox"
        checked={toggles[key]}
        onChange={(event) => onToggles({ [key]: event.target.checked })}
        className="size-4 accent-secondary-600"
      />
      {label}
    </label>
  );

  return (
    // The frame does not clip (no overflow-hidden): the view's focus ring is drawn outside the view.
    <section
      aria-label="3D view"
      className="rounded-xl border border-neutral-200 bg-white shadow-sm dark:border-neutral-800 dark:bg-neutral-900"
    >
      <div
        tabIndex={0}
        role="group"
        aria-label={`3D view of the arm. Arrow keys move the selected joint, ${selected ? jointName(selected, selectedJoint) : ''}; keys 1 to ${model.joints.length} choose the joint.`}
        aria-describedby={drawable ? hintId : undefined}
        onKeyDown={onKeyDown}
        className={`relative ${viewHeightClass} overflow-hidden rounded-t-xl bg-gradient-to-b from-neutral-50 to-neutral-100 dark:from-neutral-900 dark:to-neutral-950`}
      >
        {drawable ? (
          <>
            <ArmView model={model} state={state} onStatus={setStatus} camera={camera} />
            {status.kind === 'loading' ? <Loading /> : null}
          </>
        ) : status.kind === 'error' ? (
          <Unavailable>{`The 3D view could not start (${status.message}). The joint controls, readouts and maths on this page still work.`}</Unavailable>
        ) : (
          <Unavailable>
            This browser cannot show 3D graphics (WebGL is off or not supported), so the arm is not drawn. The
            joint controls, readouts, target, DH table and transform below all still work.
          </Unavailable>
        )}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 border-t border-neutral-200 px-4 py-2 text-sm text-neutral-800 dark:border-neutral-800 dark:text-neutral-200">
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {toggle('showFrames', 'Frames')}
          {toggle('showWorkspace', 'Workspace')}
          {toggle('showTrail', 'Trail')}
        </div>
        <ul aria-label="Legend" className="flex flex-wrap gap-x-4 gap-y-1 text-xs">
          {(['revolute', 'prismatic'] as const).map((type) => (
            <li key={type} className="flex items-center gap-1.5">
              <span
                aria-hidden
                className="size-3 rounded-sm"
                style={{ backgroundColor: jointTypeColour[type] }}
              />
              {type === 'revolute' ? 'Revolute joint' : 'Prismatic joint'}
            </li>
          ))}
          <li className="flex items-center gap-1.5">
            <span aria-hidden className="size-3 rounded-full bg-green-600" />
            Tool
          </li>
        </ul>
      </div>
      {drawable ? (
        <p id={hintId} className={`px-4 pb-2 ${hintClass}`}>
          Drag to orbit, scroll or pinch to zoom, right-drag or Shift-drag to pan. With the view focused: the
          arrow keys drive the selected joint (1 to {model.joints.length} choose it), W, A, S and D turn the
          camera, + and − zoom, and 0 brings back the first view.
        </p>
      ) : null}
    </section>
  );
}

/**
 * The 3D view's canvas and camera. The canvas is made when the view mounts and handed to the scene
 * (scene/scene-host.ts: a worker draws it, or the page where a worker cannot); this component keeps
 * the orbit camera (lib/orbit-camera.ts) and sends it, the canvas's size and the arm's state as they
 * change. Drag turns the view, the wheel or a pinch zooms, right-drag or Shift-drag (or two fingers)
 * slides it; from the keyboard, the panel turns and zooms it through `camera` (lib/orbit-camera.ts's
 * keys). It reports when the first frame is drawn, or why none can be.
 */
import type { RobotModel } from '@tinkerlabs/kinematics/robot-model';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { orbitFrom, orbitPose, pan, turn, wheelFactor, zoom, type Orbit } from '../lib/orbit-camera.ts';
import { sceneView } from '../lib/scene-view.ts';
import { webglAvailable } from '../lib/webgl-support.ts';
import type { SceneSize, SceneState } from '../scene/protocol.ts';
import { canDrawInWorker, hostScene, type SceneHost, type SceneMode } from '../scene/scene-host.ts';

/** The camera's keyboard controls, for the view's frame (scene-panel.tsx). */
export interface CameraControls {
  move(change: (orbit: Orbit) => Orbit): void;
  /** Back to the view the page opened with. */
  reset(): void;
}

export type ViewStatus =
  { kind: 'loading' } | { kind: 'drawn' } | { kind: 'no-webgl' } | { kind: 'error'; message: string };

/** The canvas's size and the device pixels to draw at (at most two per CSS pixel). */
function sizeOf(element: HTMLElement): SceneSize {
  return {
    width: element.clientWidth,
    height: element.clientHeight,
    dpr: Math.min(Math.max(window.devicePixelRatio || 1, 1), 2),
  };
}

/** The camera's turn, tilt (degrees) and distance, for tests and the curious (`data-camera`). */
function describeOrbit(orbit: Orbit): string {
  const degrees = (radians: number) => Math.round((radians * 180) / Math.PI);
  return `azimuth ${degrees(orbit.azimuth)}, polar ${degrees(orbit.polar)}, radius ${Math.round(orbit.radius)}`;
}

export function ArmView({
  model,
  state,
  onStatus,
  camera,
}: {
  model: RobotModel;
  state: SceneState;
  onStatus: (status: ViewStatus) => void;
  camera?: Ref<CameraControls>;
}) {
  const box = useRef<HTMLDivElement>(null);
  const host = useRef<SceneHost | null>(null);
  const latest = useRef(state);
  const report = useRef(onStatus);
  // A browser that can move a canvas to a worker but gives it no WebGL there draws in the page.
  const [inPage, setInPage] = useState(false);
  const controls = useRef<CameraControls | null>(null);
  useImperativeHandle(
    camera,
    () => ({
      move: (change) => controls.current?.move(change),
      reset: () => controls.current?.reset(),
    }),
    [],
  );

  useEffect(() => {
    latest.current = state;
    report.current = onStatus;
  });

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const mode: SceneMode = !inPage && canDrawInWorker() ? 'worker' : 'page';
    if (mode === 'page' && !webglAvailable()) {
      report.current({ kind: 'no-webgl' });
      return;
    }
    const canvas = document.createElement('canvas');
    canvas.className = 'block h-full w-full touch-none';
    canvas.setAttribute('aria-hidden', 'true');
    element.append(canvas);

    const view = sceneView(model);
    const opening: Orbit = orbitFrom(view.camera, view.target, {
      minRadius: view.size * 0.2,
      maxRadius: view.size * 8,
    });
    let orbit = opening;
    const scene = hostScene(
      canvas,
      mode,
      { size: sizeOf(element), camera: orbitPose(orbit), state: latest.current },
      (message) => {
        if (message.type === 'drawn') report.current({ kind: 'drawn' });
        else if (message.type === 'error') report.current({ kind: 'error', message: message.message });
        else if (mode === 'worker' && webglAvailable()) setInPage(true);
        else report.current({ kind: 'no-webgl' });
      },
    );
    host.current = scene;
    const moveCamera = (next: Orbit) => {
      orbit = next;
      scene.send({ type: 'camera', camera: orbitPose(orbit) });
      element.dataset.camera = describeOrbit(orbit);
    };
    element.dataset.camera = describeOrbit(orbit);
    controls.current = {
      move: (change) => moveCamera(change(orbit)),
      reset: () => moveCamera(opening),
    };

    const resize = new ResizeObserver(() => scene.send({ type: 'size', size: sizeOf(element) }));
    resize.observe(element);

    // Pointers down on the canvas, with where each was last; a drag with one turns (or slides, with
    // the right button or Shift), two pinch and slide.
    const pointers = new Map<number, { x: number; y: number; slide: boolean }>();
    const spread = () => {
      const [a, b] = [...pointers.values()];
      return a && b ? { d: Math.hypot(a.x - b.x, a.y - b.y), x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } : null;
    };
    const onDown = (event: PointerEvent) => {
      canvas.setPointerCapture(event.pointerId);
      pointers.set(event.pointerId, {
        x: event.clientX,
        y: event.clientY,
        slide: event.button === 2 || event.shiftKey || event.ctrlKey || event.metaKey,
      });
    };
    const onMove = (event: PointerEvent) => {
      const pointer = pointers.get(event.pointerId);
      if (!pointer) return;
      const height = element.clientHeight;
      const before = spread();
      const dx = event.clientX - pointer.x;
      const dy = event.clientY - pointer.y;
      pointer.x = event.clientX;
      pointer.y = event.clientY;
      const after = spread();
      if (before && after) {
        let next = zoom(orbit, before.d / Math.max(1, after.d));
        next = pan(next, after.x - before.x, after.y - before.y, height, view.fov);
        moveCamera(next);
      } else if (pointers.size === 1) {
        moveCamera(pointer.slide ? pan(orbit, dx, dy, height, view.fov) : turn(orbit, dx, dy, height));
      }
    };
    const onUp = (event: PointerEvent) => {
      pointers.delete(event.pointerId);
    };
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      moveCamera(zoom(orbit, wheelFactor(event.deltaY, event.deltaMode)));
    };
    const onContextMenu = (event: Event) => event.preventDefault();
    canvas.addEventListener('pointerdown', onDown);
    canvas.addEventListener('pointermove', onMove);
    canvas.addEventListener('pointerup', onUp);
    canvas.addEventListener('pointercancel', onUp);
    canvas.addEventListener('wheel', onWheel, { passive: false });
    canvas.addEventListener('contextmenu', onContextMenu);

    return () => {
      controls.current = null;
      resize.disconnect();
      scene.dispose();
      host.current = null;
      canvas.remove();
    };
  }, [model, inPage]);

  useEffect(() => {
    host.current?.send({ type: 'state', state });
  }, [state]);

  return <div ref={box} className="absolute inset-0" />;
}

/**
 * What the page and the 3D view say to each other. The view draws in a worker (scene.worker.ts) when
 * the browser can hand it the canvas, or in the page otherwise (scene-host.ts); the messages are the
 * same either way. Everything is plain data: the worker works the arm's geometry out from the robot's
 * id and joint values with the kinematics package itself.
 */
import type { RobotId } from '@tinkerlabs/kinematics/robot-model';
import type { CameraPose } from '../lib/orbit-camera.ts';

export interface SceneState {
  robot: RobotId;
  q: readonly number[];
  selectedJoint: number;
  showFrames: boolean;
  showWorkspace: boolean;
  showTrail: boolean;
  /** Changing it clears the trail (Reset). */
  trailVersion: number;
  dark: boolean;
}

/** The canvas's size in CSS pixels, and the device pixels per CSS pixel to draw at. */
export interface SceneSize {
  width: number;
  height: number;
  dpr: number;
}

export type ToScene =
  | {
      type: 'start';
      canvas: OffscreenCanvas | HTMLCanvasElement;
      size: SceneSize;
      camera: CameraPose;
      state: SceneState;
    }
  | { type: 'state'; state: SceneState }
  | { type: 'camera'; camera: CameraPose }
  | { type: 'size'; size: SceneSize };

export type FromScene =
  /** A frame has been drawn (sent once, after the first). */
  | { type: 'drawn' }
  /** The canvas gave no WebGL 2 context. */
  | { type: 'no-webgl' }
  | { type: 'error'; message: string };

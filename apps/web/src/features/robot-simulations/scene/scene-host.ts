/**
 * The page's side of the 3D view: it hands the canvas to a worker that draws it (scene.worker.ts), so
 * three.js's start, its shader compiles and every frame run off the page's main thread; a browser that
 * cannot give a worker a WebGL canvas gets the same scene drawn in the page instead (arm-scene.ts,
 * loaded on demand). Either way the page talks to it with the messages of protocol.ts.
 */
import type { FromScene, ToScene } from './protocol.ts';

export type SceneMode = 'worker' | 'page';

export interface SceneHost {
  send(message: Exclude<ToScene, { type: 'start' }>): void;
  dispose(): void;
}

type Start = Omit<Extract<ToScene, { type: 'start' }>, 'type' | 'canvas'>;

/** Whether this browser can move a canvas into a worker (WebGL there is asked for by the worker). */
export function canDrawInWorker(): boolean {
  return (
    typeof Worker !== 'undefined' &&
    typeof OffscreenCanvas !== 'undefined' &&
    typeof HTMLCanvasElement !== 'undefined' &&
    'transferControlToOffscreen' in HTMLCanvasElement.prototype
  );
}

export function hostScene(
  canvas: HTMLCanvasElement,
  mode: SceneMode,
  start: Start,
  onMessage: (message: FromScene) => void,
): SceneHost {
  return mode === 'worker' ? hostInWorker(canvas, start, onMessage) : hostInPage(canvas, start, onMessage);
}

function hostInWorker(
  canvas: HTMLCanvasElement,
  start: Start,
  onMessage: (message: FromScene) => void,
): SceneHost {
  const worker = new Worker(new URL('./scene.worker.ts', import.meta.url), {
    type: 'module',
    name: '3D view',
  });
  worker.addEventListener('message', (event: MessageEvent<FromScene>) => onMessage(event.data));
  worker.addEventListener('error', (event) => {
    event.preventDefault();
    onMessage({ type: 'error', message: 'its code did not load' });
  });
  const offscreen = canvas.transferControlToOffscreen();
  worker.postMessage({ type: 'start', canvas: offscreen, ...start } satisfies ToScene, [offscreen]);
  return {
    send: (message) => worker.postMessage(message),
    dispose: () => worker.terminate(),
  };
}

function hostInPage(
  canvas: HTMLCanvasElement,
  start: Start,
  onMessage: (message: FromScene) => void,
): SceneHost {
  // Messages wait for the scene's code; the latest of each kind is enough.
  const waiting = new Map<string, Exclude<ToScene, { type: 'start' }>>();
  let scene: { handle: (message: ToScene) => void; dispose: () => void } | null = null;
  let disposed = false;
  import('./arm-scene.ts').then(
    ({ serveScene }) => {
      if (disposed) return;
      scene = serveScene(onMessage);
      scene.handle({ type: 'start', canvas, ...start });
      for (const message of waiting.values()) scene.handle(message);
      waiting.clear();
    },
    () => {
      if (!disposed) onMessage({ type: 'error', message: 'its code did not load' });
    },
  );
  return {
    send: (message) => {
      if (scene) scene.handle(message);
      else waiting.set(message.type, message);
    },
    dispose: () => {
      disposed = true;
      scene?.dispose();
    },
  };
}

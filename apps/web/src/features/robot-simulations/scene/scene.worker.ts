/**
 * The 3D view's worker: three.js draws the arm on the canvas the page handed over (an
 * OffscreenCanvas), so compiling shaders and drawing frames never hold the page's main thread.
 */
import { serveScene } from './arm-scene.ts';
import type { FromScene, ToScene } from './protocol.ts';

const { handle } = serveScene((message: FromScene) => self.postMessage(message));
self.addEventListener('message', (event: MessageEvent<ToScene>) => handle(event.data));

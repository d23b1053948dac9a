/**
 * Whether this browser can give the page a WebGL 2 context (three.js needs 2), asked before the 3D
 * view is drawn in the page so the page can say so plainly instead of failing inside three.js. The
 * test context is released at once. A view drawn in a worker asks there instead (scene/arm-scene.ts).
 */
export function webglAvailable(): boolean {
  if (typeof document === 'undefined') return false;
  try {
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('webgl2');
    if (!context) return false;
    context.getExtension('WEBGL_lose_context')?.loseContext();
    return true;
  } catch {
    return false;
  }
}

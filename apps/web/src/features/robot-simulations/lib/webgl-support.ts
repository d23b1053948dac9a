/**
 * Whether this browser can give the page a WebGL context, asked before the 3D view is created so the
 * page can say so plainly instead of failing inside three.js. The test context is released at once.
 * The server's picture of the page (no document) assumes it can, and shows the view loading.
 */
export function webglAvailable(): boolean {
  if (typeof document === 'undefined') return true;
  try {
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    if (!context) return false;
    context.getExtension('WEBGL_lose_context')?.loseContext();
    return true;
  } catch {
    return false;
  }
}

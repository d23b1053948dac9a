import { afterEach, describe, expect, it, vi } from 'vitest';
import { webglAvailable } from './webgl-support.ts';

describe('webglAvailable', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is false when the browser gives no WebGL context', () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    expect(webglAvailable()).toBe(false);
  });

  it('is false when asking for a context throws', () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(webglAvailable()).toBe(false);
  });

  it('is true, and releases the test context, when WebGL answers', () => {
    const loseContext = vi.fn();
    const context = { getExtension: () => ({ loseContext }) } as unknown as WebGL2RenderingContext;
    // spyOn types the mock by getContext's last overload: WebGPU's, which TensorFlow.js's types declare.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      context as unknown as GPUCanvasContext,
    );
    expect(webglAvailable()).toBe(true);
    expect(loseContext).toHaveBeenCalledOnce();
  });
});

import { describe, expect, it } from 'vitest';
import { registerRouteMiddleware, runRouteMiddleware } from './route-middleware.ts';

const request = (path: string) => new Request(`http://localhost${path}`);

describe('runRouteMiddleware', () => {
  it("fails with 'Unknown route middleware' for a name that is not registered", async () => {
    await expect(runRouteMiddleware(['missing-guard'], request('/x'))).rejects.toThrow(
      "Unknown route middleware: 'missing-guard'",
    );
  });

  it('runs registered guards in order and redirects on the first that answers a path', async () => {
    const seen: string[] = [];
    registerRouteMiddleware('first', ({ url }) => {
      seen.push(`first ${url.pathname}`);
    });
    registerRouteMiddleware('second', () => {
      seen.push('second');
      return '/auth/login';
    });
    registerRouteMiddleware('third', () => {
      seen.push('third');
    });
    const outcome = await runRouteMiddleware(['first', 'second', 'third'], request('/dashboard')).catch(
      (e: unknown) => e,
    );
    expect(outcome).toBeInstanceOf(Response);
    expect((outcome as Response).headers.get('Location')).toBe('/auth/login');
    expect(seen).toEqual(['first /dashboard', 'second']);
  });

  it('lets the navigation go on when every guard passes', async () => {
    registerRouteMiddleware('pass', () => undefined);
    await expect(runRouteMiddleware(['pass'], request('/'))).resolves.toBeUndefined();
  });
});

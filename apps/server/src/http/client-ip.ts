/**
 * The client's address: the socket's peer, or — behind a trusted reverse proxy — the first address
 * of the header it sets (TRUSTED_PROXY_HEADER, e.g. x-forwarded-for). Never trust that header otherwise:
 * any client can send it.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.ts';

export function clientIp(options: { trustedProxyHeader: string | null }): MiddlewareHandler<AppEnv> {
  return async function clientIpMiddleware(c, next) {
    let ip: string | undefined;
    if (options.trustedProxyHeader) ip = c.req.header(options.trustedProxyHeader)?.split(',')[0]?.trim();
    if (!ip) {
      try {
        ip = getConnInfo(c).remote.address;
      } catch {
        ip = undefined; // in-process requests (tests) have no socket
      }
    }
    c.set('clientIp', ip || 'unknown');
    await next();
  };
}

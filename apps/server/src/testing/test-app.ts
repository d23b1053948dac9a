// Tests' HTTP: a tiny app with the real error handler around the routes under test, and JSON getters.
import { apiErrorBodySchema, type ApiErrorBody } from '@tinkerlabs/contract/errors';
import { Hono, type Env } from 'hono';
import { expect } from 'vitest';
import type { z } from 'zod';
import { handleError } from '../http/errors.ts';

/** @example const app = testApp('/api/articles', articleRoutes(db)) */
export function testApp<E extends Env>(path: string, routes: Hono<E>): Hono {
  const app = new Hono();
  app.onError(handleError);
  app.route(path, routes as unknown as Hono);
  return app;
}

/** GETs `url`, expects 200 and returns the body parsed by the contract's `schema`. */
export async function getOk<S extends z.ZodType>(app: Hono, url: string, schema: S): Promise<z.output<S>> {
  const response = await app.request(url);
  const json: unknown = await response.json();
  expect(response.status, JSON.stringify(json)).toBe(200);
  return schema.parse(json);
}

/** GETs `url`, expects `status` and returns the contract's error body. */
export async function getError(app: Hono, url: string, status: number): Promise<ApiErrorBody['error']> {
  const response = await app.request(url);
  const json: unknown = await response.json();
  expect(response.status, JSON.stringify(json)).toBe(status);
  return apiErrorBodySchema.parse(json).error;
}

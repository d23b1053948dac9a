// Which errors mean "the database is away" (503) rather than a bug (500), and the response they get.
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { handleError } from '../http/errors.ts';
import { isDatabaseUnavailable } from './database-unavailable.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset connection', withCode('read ECONNRESET', 'ECONNRESET')],
    ['an administrator shutdown', withCode('terminating connection due to administrator command', '57P01')],
    ['a server starting up', withCode('the database system is starting up', '57P03')],
    ['a connection exception', withCode('connection failure', '08006')],
    ['pg losing the connection', new Error('Connection terminated unexpectedly')],
    ['the pool timing out', new Error('timeout exceeded when trying to connect')],
    [
      'drizzle wrapping a lost connection',
      new DrizzleQueryError('select 1', [], withCode('read ECONNRESET', 'ECONNRESET')),
    ],
  ])('is true for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['a syntax error', withCode('syntax error at or near "selec"', '42601')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a non-error', 'ECONNRESET'],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('the error handler while the database is away', () => {
  const app = new Hono();
  app.onError(handleError);
  app.get('/away', () => {
    throw new DrizzleQueryError(
      'select 1',
      [],
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
    );
  });
  app.get('/bug', () => {
    throw new TypeError('a bug');
  });

  it('answers 503 with Retry-After and a message a person understands', async () => {
    const response = await app.request('/away');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toEqual({
      error: {
        code: 'service_unavailable',
        message:
          'The site is briefly unavailable; your changes are kept in this browser and will be saved when it is back.',
      },
    });
  });

  it('still answers 500 for a bug', async () => {
    const response = await app.request('/bug');
    expect(response.status).toBe(500);
  });
});

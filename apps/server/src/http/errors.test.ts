import { apiErrorBodySchema } from '@tinkerlabs/contract/errors';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError, conflict, handleError, validationFailed } from './errors.ts';

function appThrowing(error: unknown) {
  const app = new Hono();
  app.onError(handleError);
  app.get('/boom', () => {
    throw error;
  });
  return app;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('handleError', () => {
  it('turns an unexpected error into a 500 that does not leak its message', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await appThrowing(
      new Error('password authentication failed for user "hunter2"'),
    ).request('/boom');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain('hunter2');
    const body = apiErrorBodySchema.parse(JSON.parse(text));
    expect(body.error.code).toBe('internal');
    expect(body.error.message).toMatch(/went wrong/);
    // The details go to the log instead.
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('GET /boom'), expect.any(Error));
  });

  it('keeps the status, code and message of an AppError', async () => {
    const response = await appThrowing(conflict('That slug is already taken.')).request('/boom');
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: { code: 'conflict', message: 'That slug is already taken.' },
    });
  });

  it('keeps the per-field messages of a validation failure', async () => {
    const response = await appThrowing(validationFailed({ email: 'Enter an email address.' })).request(
      '/boom',
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Some fields need attention.',
        fields: { email: 'Enter an email address.' },
      },
    });
  });

  it('answers with any status an AppError carries', async () => {
    const response = await appThrowing(new AppError(429, 'rate_limited', 'Slow down.')).request('/boom');
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({ error: { code: 'rate_limited', message: 'Slow down.' } });
  });

  it("maps Hono's HTTPException to the contract shape", async () => {
    const response = await appThrowing(new HTTPException(413, { message: 'Too big.' })).request('/boom');
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: { code: 'payload_too_large', message: 'Too big.' } });
  });
});

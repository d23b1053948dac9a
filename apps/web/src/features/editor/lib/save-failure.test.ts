import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import { classifySaveError } from './save-failure.ts';

describe('classifySaveError', () => {
  it('a 409 stale_version is a conflict carrying the server copy', () => {
    const current = { id: 'a1', version: 4 };
    const error = new ApiError(409, 'conflict', 'changed elsewhere', {}, { kind: 'stale_version', current });
    expect(classifySaveError(error)).toEqual({ kind: 'conflict', message: 'changed elsewhere', current });
  });

  it('offline and server trouble are retried; refusals wait for the next change', () => {
    expect(classifySaveError(new ApiError(0, 'network', 'offline')).kind).toBe('retry');
    expect(classifySaveError(new ApiError(503, 'service_unavailable', 'down')).kind).toBe('retry');
    expect(classifySaveError(new ApiError(500, 'internal', 'oops')).kind).toBe('retry');
    expect(classifySaveError(new ApiError(422, 'validation_failed', 'bad link')).kind).toBe('refused');
    const taken = new ApiError(409, 'conflict', 'slug taken', {}, { kind: 'slug_taken' });
    expect(classifySaveError(taken)).toEqual({ kind: 'refused', message: 'slug taken' });
  });
});

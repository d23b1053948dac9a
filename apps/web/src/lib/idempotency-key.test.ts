import { describe, expect, it } from 'vitest';
import { idempotencyKeyFor } from './idempotency-key.ts';

describe('idempotencyKeyFor', () => {
  it('gives the same request the same key, and another request another key', () => {
    const body = { name: 'Circuit Corner', country: 'DE' };
    const key = idempotencyKeyFor('/api/me/stores', body);
    expect(key).toMatch(/^[A-Za-z0-9_-]{8,100}$/); // what the server accepts
    expect(idempotencyKeyFor('/api/me/stores', { ...body })).toBe(key);
    expect(idempotencyKeyFor('/api/me/stores', { ...body, country: 'AT' })).not.toBe(key);
    expect(idempotencyKeyFor('/api/me/items', body)).not.toBe(key);
  });

  it('tells uploads apart by their file', () => {
    const form = (name: string, size: number) => {
      const data = new FormData();
      data.set('file', new File([new Uint8Array(size)], name, { type: 'image/png', lastModified: 1 }));
      return data;
    };
    expect(idempotencyKeyFor('/api/uploads', form('a.png', 10))).toBe(
      idempotencyKeyFor('/api/uploads', form('a.png', 10)),
    );
    expect(idempotencyKeyFor('/api/uploads', form('a.png', 10))).not.toBe(
      idempotencyKeyFor('/api/uploads', form('b.png', 10)),
    );
  });
});

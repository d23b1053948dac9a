import { describe, expect, it } from 'vitest';
import { reviveLoaderData, settleLoaderData } from './loader-data.ts';

describe('loader data between the server and the browser', () => {
  it('sends each promise settled, as JSON, and makes it a promise again', async () => {
    const failed = Promise.reject(new Error('offline'));
    const sent = JSON.parse(
      JSON.stringify(
        await settleLoaderData({ '/': { feed: Promise.resolve([1, 2]), failed, plain: 3 }, '/x': null }),
      ),
    ) as Record<string, unknown>;
    expect(sent).toEqual({
      '/': { feed: { $promise: 'resolved', value: [1, 2] }, failed: { $promise: 'rejected' }, plain: 3 },
      '/x': null,
    });
    const revived = reviveLoaderData(sent) as {
      '/': { feed: Promise<number[]>; failed: Promise<unknown>; plain: number };
    };
    await expect(revived['/'].feed).resolves.toEqual([1, 2]);
    await expect(revived['/'].failed).rejects.toThrow('could not be loaded');
    expect(revived['/'].plain).toBe(3);
  });
});

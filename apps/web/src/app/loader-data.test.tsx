import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { Await } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderedLoaderData, reviveLoaderData, settleLoaderData } from './loader-data.ts';

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

describe('the loader data the server draws', () => {
  /** A part of a page that shows a loader's promise through Await, as the home page's feeds do. */
  const feed = (items: unknown) => (
    <Suspense fallback={<p>Loading…</p>}>
      <Await resolve={items}>{(resolved) => <p>{(resolved as number[]).join(', ')}</p>}</Await>
    </Suspense>
  );

  it('holds each resolved promise as its value, which Await draws in the first pass', async () => {
    const settled = await settleLoaderData({ '/': { feed: Promise.resolve([1, 2]), plain: 3 } });
    const drawn = renderedLoaderData(settled) as { '/': { feed: unknown; plain: number } };
    expect(drawn['/']).toEqual({ feed: [1, 2], plain: 3 });
    expect(renderToString(feed(drawn['/'].feed))).toContain('1, 2');
    // Why: a promise Await has not followed yet suspends, though it has settled, and the server then
    // had to render the page again (and once more to wait for it).
    expect(renderToString(feed(Promise.resolve([1, 2])))).toContain('Loading…');
  });

  it('keeps a failed part a rejected promise, for its section to show the failure', async () => {
    const settled = await settleLoaderData({ '/': { feed: Promise.reject(new Error('offline')) } });
    const drawn = renderedLoaderData(settled) as { '/': { feed: Promise<unknown> } };
    await expect(drawn['/'].feed).rejects.toThrow('could not be loaded');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh module, as on a new page load, with the page's HTML holding `data`. */
async function loadWith(data: string | null) {
  vi.resetModules();
  document.body.innerHTML = '';
  if (data !== null) {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'first-data';
    script.textContent = data;
    document.body.append(script);
  }
  return import('./first-data.ts');
}

describe('takeFirstData', () => {
  beforeEach(() => vi.spyOn(performance, 'now').mockReturnValue(1_000));
  afterEach(() => vi.restoreAllMocks());

  it("gives the server's answer for an address once, then nothing", async () => {
    const { takeFirstData } = await loadWith(JSON.stringify({ '/api/articles?page=1': { items: [1] } }));
    expect(takeFirstData('/api/articles?page=2')).toBeUndefined();
    expect(takeFirstData('/api/articles?page=1')).toEqual({ value: { items: [1] } });
    expect(takeFirstData('/api/articles?page=1')).toBeUndefined();
    expect(document.getElementById('first-data')).toBeNull();
  });

  it('gives nothing once the page has been open for 30 s', async () => {
    const { takeFirstData } = await loadWith(JSON.stringify({ '/api/stores': { items: [] } }));
    vi.spyOn(performance, 'now').mockReturnValue(30_001);
    expect(takeFirstData('/api/stores')).toBeUndefined();
  });

  it('gives nothing on a page shown again from the history (it may come from the cache)', async () => {
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { type: 'back_forward' } as PerformanceNavigationTiming,
    ]);
    const { takeFirstData } = await loadWith(JSON.stringify({ '/api/stores': { items: [] } }));
    expect(takeFirstData('/api/stores')).toBeUndefined();
  });

  it('gives nothing without the script, or with one it cannot read', async () => {
    expect((await loadWith(null)).takeFirstData('/api/stores')).toBeUndefined();
    expect((await loadWith('{not json')).takeFirstData('/api/stores')).toBeUndefined();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type * as BuildVersionModule from './build-version.ts';
import type * as ReloadOnceModule from './reload-once.ts';

type BuildVersion = typeof BuildVersionModule & typeof ReloadOnceModule;

let reload: Mock<() => void>;
let info: Mock<(...args: unknown[]) => void>;

/** Fresh copies of the modules: the in-memory "already reloading" flag starts cleared. */
async function freshModule(): Promise<BuildVersion> {
  vi.resetModules();
  return { ...(await import('./reload-once.ts')), ...(await import('./build-version.ts')) };
}

const jsonResponse = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' }, ...init });

beforeEach(() => {
  sessionStorage.clear();
  reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload });
  info = vi.fn();
  vi.spyOn(console, 'info').mockImplementation(info);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('reloadOnce', () => {
  it('reloads the page, notes why and remembers when', async () => {
    const { reloadOnce } = await freshModule();
    expect(reloadOnce('a test', 1_000_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(info).toHaveBeenCalledWith('Reloading the page: a test.');
    expect(sessionStorage.getItem('tinkerlabs:last-reload-at')).toBe('1000000');
  });

  it('refuses a second reload within 10 s', async () => {
    const { reloadOnce } = await freshModule();
    expect(reloadOnce('first', 1_000_000)).toBe(true);
    expect(reloadOnce('second', 1_005_000)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('refuses within 10 s of a reload made by the previous page (fresh module, time in storage)', async () => {
    sessionStorage.setItem('tinkerlabs:last-reload-at', '1000000');
    const { reloadOnce } = await freshModule();
    expect(reloadOnce('again', 1_009_999)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('allows a reload again once the 10 s window has passed', async () => {
    sessionStorage.setItem('tinkerlabs:last-reload-at', '1000000');
    const { reloadOnce, reloadGuardWindowMs } = await freshModule();
    expect(reloadGuardWindowMs).toBe(10_000);
    expect(reloadOnce('later', 1_010_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('tinkerlabs:last-reload-at')).toBe('1010000');
  });
});

describe('fetchLatestBuildId', () => {
  it('asks for builds/latest.json past every cache and returns its id', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValue(jsonResponse({ id: 'build-b', time: '2025-01-01T00:00:00Z' }));
    vi.stubGlobal('fetch', fetchMock);
    const { fetchLatestBuildId } = await freshModule();
    await expect(fetchLatestBuildId()).resolves.toBe('build-b');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toMatch(/^\/builds\/latest\.json\?t=\d+$/);
    expect(init).toMatchObject({ cache: 'no-store' });
  });

  it('returns null on a response that is not ok', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse({ id: 'build-b' }, { status: 503 })));
    const { fetchLatestBuildId } = await freshModule();
    await expect(fetchLatestBuildId()).resolves.toBeNull();
  });

  it('returns null on malformed JSON', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('<html>not json</html>')));
    const { fetchLatestBuildId } = await freshModule();
    await expect(fetchLatestBuildId()).resolves.toBeNull();
  });

  it.each([[null], [{}], [{ id: '' }], [{ id: 42 }]])(
    'returns null when the body has no usable id: %j',
    async (body) => {
      vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse(body)));
      const { fetchLatestBuildId } = await freshModule();
      await expect(fetchLatestBuildId()).resolves.toBeNull();
    },
  );

  it('returns null on a network error', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const { fetchLatestBuildId } = await freshModule();
    await expect(fetchLatestBuildId()).resolves.toBeNull();
  });
});

describe('watchForNewBuild', () => {
  const interval = 60_000;
  let fetchMock: Mock;

  /** Lets a started check (fetch, then reading the body) run to its end. */
  const settle = () => vi.advanceTimersByTimeAsync(0);

  const answer = (id: string) => fetchMock.mockImplementation(async () => jsonResponse({ id }));

  beforeEach(() => {
    vi.useFakeTimers();
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
  });

  it('reloads after the interval when a newer build is out', async () => {
    answer('build-b');
    const { watchForNewBuild } = await freshModule();
    const stop = watchForNewBuild('build-a', interval);
    await vi.advanceTimersByTimeAsync(interval - 1);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(info).toHaveBeenCalledWith('Reloading the page: a newer version (build-b) is available.');
    stop();
  });

  it('does not reload while the current build is still the latest', async () => {
    answer('build-a');
    const { watchForNewBuild } = await freshModule();
    const stop = watchForNewBuild('build-a', interval);
    await vi.advanceTimersByTimeAsync(interval * 3);
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(reload).not.toHaveBeenCalled();
    stop();
  });

  it('does not reload for an older build, which a process not yet updated in a rolling deploy serves', async () => {
    answer('20261201120000-0ld0b11d');
    const { watchForNewBuild } = await freshModule();
    const stop = watchForNewBuild('20261202120000-7e3b0a1d', interval);
    window.dispatchEvent(new Event('focus'));
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    stop();
  });

  it('does not reload when the check fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { watchForNewBuild } = await freshModule();
    const stop = watchForNewBuild('build-a', interval);
    await vi.advanceTimersByTimeAsync(interval);
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    stop();
  });

  it('checks when the window regains focus', async () => {
    answer('build-b');
    const { watchForNewBuild } = await freshModule();
    const stop = watchForNewBuild('build-a', interval);
    window.dispatchEvent(new Event('focus'));
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
  });

  it('does nothing more once stopped', async () => {
    answer('build-b');
    const { watchForNewBuild } = await freshModule();
    const stop = watchForNewBuild('build-a', interval);
    stop();
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(interval * 3);
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it("does nothing for the dev server's 'dev' build", async () => {
    answer('build-b');
    const { watchForNewBuild } = await freshModule();
    const stop = watchForNewBuild('dev', interval);
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(interval * 3);
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    stop();
  });
});

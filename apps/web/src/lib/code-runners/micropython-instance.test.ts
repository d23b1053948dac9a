// @vitest-environment node
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import { instantiateMicroPython, type MicroPython } from './micropython-instance.ts';
import { loadPortForTests } from './micropython-test-port.ts';

const quiet = { stdout: () => {}, stderr: () => {}, linebuffer: false as const };
let instantiate: () => Promise<MicroPython>;

beforeAll(async () => {
  const { loadMicroPython, compiled } = await loadPortForTests();
  instantiate = () => instantiateMicroPython(loadMicroPython, compiled, quiet);
});

describe('fresh MicroPython instances', () => {
  it('load in a sealed scope and leave it as it was', async () => {
    const { fetch, FinalizationRegistry } = globalThis;
    const { instantiate: wasmInstantiate, instantiateStreaming } = WebAssembly;
    delete (globalThis as { fetch?: unknown }).fetch;
    try {
      const python = await instantiate();
      let sum = 0;
      python.registerJsModule('probe', { put: (value: number) => (sum = value) });
      python.runPython('import probe\nprobe.put(1 + 1)');
      expect(sum).toBe(2);
      expect('fetch' in globalThis).toBe(false);
    } finally {
      globalThis.fetch = fetch;
    }
    expect(globalThis.FinalizationRegistry).toBe(FinalizationRegistry);
    expect(WebAssembly.instantiate).toBe(wasmInstantiate);
    expect(WebAssembly.instantiateStreaming).toBe(instantiateStreaming);
  });

  it('free nothing of the current instance when a proxy of an earlier one is collected', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const scope = globalThis as { pyProxyFinalizationRegistry?: unknown };

    const earlier = await instantiate();
    earlier.runPython('def f():\n    return "earlier"');
    // The earlier instance's registry outlives its proxies (as an older object can, in a minor GC).
    const earlierRegistry = scope.pyProxyFinalizationRegistry;
    (() => void (earlier as MicroPython & { globals: { get(name: string): unknown } }).globals.get('f'))();

    const current = (await instantiate()) as MicroPython & { globals: { get(name: string): () => string } };
    current.runPython('def g():\n    return "current"');
    const g = current.globals.get('g');
    gc();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(g()).toBe('current');
    expect(earlierRegistry).toBeDefined();
  });
});

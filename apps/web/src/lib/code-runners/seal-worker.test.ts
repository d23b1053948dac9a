import { describe, expect, it } from 'vitest';
import { sealWorker, sealedGlobalNames, sealedNavigatorNames } from './seal-worker.ts';

/** A stand-in for a worker's global object: members on the scope and on its prototypes, as in Chromium. */
function workerLikeScope() {
  const workerGlobalScopePrototype = {
    fetch: () => 'fetched',
    importScripts: () => undefined,
    caches: {},
    indexedDB: {},
    setTimeout: () => 1,
  };
  const scope = Object.create(workerGlobalScopePrototype) as Record<string, unknown>;
  Object.assign(scope, {
    XMLHttpRequest: class {},
    WebSocket: class {},
    EventSource: class {},
    Worker: class {},
    BroadcastChannel: class {},
    postMessage: () => undefined,
    WebAssembly: {},
  });
  const navigatorPrototype = {};
  Object.defineProperty(navigatorPrototype, 'storage', { get: () => ({}), configurable: true });
  Object.defineProperty(navigatorPrototype, 'hardwareConcurrency', { get: () => 2, configurable: true });
  scope.navigator = Object.create(navigatorPrototype);
  return scope;
}

describe('sealWorker', () => {
  it('removes every request and storage API, own or inherited, and keeps the rest', () => {
    const scope = workerLikeScope();
    sealWorker(scope);
    for (const name of sealedGlobalNames) expect(name in scope, name).toBe(false);
    for (const name of sealedNavigatorNames) expect(name in (scope.navigator as object), name).toBe(false);
    // What a runtime needs to talk to its page and keep time stays.
    expect(typeof scope.postMessage).toBe('function');
    expect(typeof scope.setTimeout).toBe('function');
    expect(scope.WebAssembly).toBeDefined();
    expect((scope.navigator as { hardwareConcurrency: number }).hardwareConcurrency).toBe(2);
  });

  it('can be called twice', () => {
    const scope = workerLikeScope();
    sealWorker(scope);
    expect(() => sealWorker(scope)).not.toThrow();
  });

  it('fails closed when a name cannot be removed', () => {
    const scope = workerLikeScope();
    Object.defineProperty(scope, 'fetch', { value: () => 'still here', configurable: false });
    expect(() => sealWorker(scope)).toThrow(/could not be made safe to run programs in \(fetch/);
  });
});

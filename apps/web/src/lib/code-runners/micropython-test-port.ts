/**
 * For tests in Node: MicroPython's WebAssembly port from node_modules (the files the worker loads in
 * the browser), and micropython.wasm compiled once, as the worker does.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { LoadMicroPython } from './micropython-instance.ts';

const resolve = createRequire(import.meta.url).resolve;
const packageName = '@micropython/micropython-webassembly-pyscript';

export async function loadPortForTests(): Promise<{
  loadMicroPython: LoadMicroPython;
  compiled: WebAssembly.Module;
}> {
  // Imported by its file's address: the package ships no types, and the lab never imports it by name.
  const portUrl = pathToFileURL(resolve(`${packageName}/micropython.mjs`)).href;
  const [{ loadMicroPython }, compiled] = await Promise.all([
    import(/* @vite-ignore */ portUrl) as Promise<{ loadMicroPython: LoadMicroPython }>,
    WebAssembly.compile(readFileSync(resolve(`${packageName}/micropython.wasm`))),
  ]);
  return { loadMicroPython, compiled };
}

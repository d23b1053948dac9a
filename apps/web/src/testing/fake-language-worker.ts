/**
 * A stand-in for a lab's language worker in unit tests (lib/code-runners, the maze's Python mouse):
 * it keeps what the page posts, says what a worker would (`say`), and can fail as a worker whose
 * script did not load. It speaks the runner protocol (runner-protocol.ts) or a worker's own messages
 * (the mouse's runs), to listeners added either way (`addEventListener` or `onmessage`).
 */
import type { RunnerEvent, RunnerRequest } from '@/lib/code-runners/runner-protocol.ts';

export class FakeLanguageWorker {
  /** Every worker made since the last `reset`, oldest first. */
  static created: FakeLanguageWorker[] = [];
  /** What the page posted (the mouse's own runs too, as the code under test posts them). */
  posted: RunnerRequest[] = [];
  terminated = false;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  private listeners = new Map<string, Set<(event: unknown) => void>>();

  constructor() {
    FakeLanguageWorker.created.push(this);
  }

  static reset() {
    FakeLanguageWorker.created = [];
  }

  /** A new fake, typed as the browser's Worker for the code under test. */
  static create = () => new FakeLanguageWorker() as unknown as Worker;

  addEventListener(type: string, listener: (event: unknown) => void) {
    this.listeners.set(type, (this.listeners.get(type) ?? new Set()).add(listener));
  }

  removeEventListener(type: string, listener: (event: unknown) => void) {
    this.listeners.get(type)?.delete(listener);
  }

  postMessage(request: RunnerRequest) {
    this.posted.push(request);
  }

  /** What the worker's script posts to the page. */
  say(event: RunnerEvent<unknown> | { type: string; [field: string]: unknown }) {
    for (const listener of this.listeners.get('message') ?? []) listener({ data: event });
    this.onmessage?.({ data: event });
  }

  /** What the browser does when the worker's script fails to load. */
  fail() {
    for (const listener of this.listeners.get('error') ?? []) listener({});
  }

  terminate() {
    this.terminated = true;
  }
}

/**
 * The autosave state machine, free of React and of the API so it can be tested with fake timers.
 * Changes are saved `debounceMs` after the last one, or at once on `flush()` (leaving the page).
 * A failed save that may succeed later (offline, 5xx, 408, 429) is retried with back-off; a stale save
 * (409 stale_version) stops saving until the author chooses; any other refusal (a 422, a taken slug)
 * waits for the next change. Only the latest change is ever sent, and never two saves at once.
 */

export type SaveFailure =
  | { kind: 'retry'; message: string }
  | { kind: 'conflict'; message: string; current: unknown }
  | { kind: 'refused'; message: string };

export type SaveState =
  /** A new article: nothing has reached the server yet, and nothing needs to. */
  | { status: 'new' }
  | { status: 'saved' }
  | { status: 'unsaved' }
  | { status: 'saving' }
  | { status: 'retrying'; attempt: number; message: string; retryInMs: number }
  | { status: 'conflict'; message: string; current: unknown }
  | { status: 'refused'; message: string };

export interface AutosaveOptions<T> {
  save: (snapshot: T) => Promise<void>;
  classify: (error: unknown) => SaveFailure;
  onState: (state: SaveState) => void;
  /** 'new' for an article the server does not have yet; 'saved' (the default) for one it has. */
  initialStatus?: 'new' | 'saved';
  debounceMs?: number;
  /** Back-off before retry n (1, 2 …): base × 2ⁿ⁻¹, at most maxRetryMs. */
  retryBaseMs?: number;
  maxRetryMs?: number;
}

export interface Autosave<T> {
  change(snapshot: T): void;
  /** Saves what is pending now (skipping the wait); resolves when nothing is left to save or it failed. */
  flush(): Promise<void>;
  /** After a conflict: save the pending snapshot again (the caller has moved its base version on). */
  resume(): void;
  /** After a conflict: drop the pending snapshot (the caller loaded the server's copy). */
  discard(): void;
  hasUnsaved(): boolean;
  dispose(): void;
}

/** @example const autosave = createAutosave({ save, classify, onState: setState }) */
export function createAutosave<T>(options: AutosaveOptions<T>): Autosave<T> {
  const debounceMs = options.debounceMs ?? 2000;
  const retryBaseMs = options.retryBaseMs ?? 1000;
  const maxRetryMs = options.maxRetryMs ?? 30_000;
  let pending: { snapshot: T } | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let inFlight: Promise<void> | null = null;
  let attempt = 0;
  let blocked = false; // a conflict waits for the author
  let disposed = false;
  let state: SaveState = { status: options.initialStatus ?? 'saved' };

  const setState = (next: SaveState) => {
    state = next;
    if (!disposed) options.onState(next);
  };
  const clearTimer = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  const schedule = (ms: number) => {
    clearTimer();
    timer = setTimeout(() => {
      timer = null;
      void run();
    }, ms);
  };

  async function run(): Promise<void> {
    if (inFlight) return inFlight;
    if (!pending || blocked || disposed) return;
    const sending = pending;
    setState({ status: 'saving' });
    inFlight = (async () => {
      try {
        await options.save(sending.snapshot);
        attempt = 0;
        if (pending === sending) {
          pending = null;
          setState({ status: 'saved' });
        } else {
          // Typed while saving: the newer text goes out after the usual pause.
          setState({ status: 'unsaved' });
          schedule(debounceMs);
        }
      } catch (error) {
        const failure = options.classify(error);
        if (failure.kind === 'conflict') {
          blocked = true;
          setState({ status: 'conflict', message: failure.message, current: failure.current });
        } else if (failure.kind === 'retry') {
          attempt += 1;
          const retryInMs = Math.min(retryBaseMs * 2 ** (attempt - 1), maxRetryMs);
          setState({ status: 'retrying', attempt, message: failure.message, retryInMs });
          schedule(retryInMs);
        } else {
          attempt = 0;
          setState({ status: 'refused', message: failure.message });
        }
      } finally {
        inFlight = null;
      }
    })();
    return inFlight;
  }

  return {
    change(snapshot) {
      if (disposed) return;
      pending = { snapshot };
      if (blocked) return; // kept for "Keep mine"
      if (state.status !== 'retrying' && state.status !== 'saving') setState({ status: 'unsaved' });
      // While retrying, the back-off timer stays: typing must not hammer a server that is down.
      if (state.status !== 'retrying') schedule(debounceMs);
    },
    async flush() {
      if (blocked) return;
      clearTimer();
      if (inFlight) await inFlight;
      if (pending && !blocked) await run();
    },
    resume() {
      blocked = false;
      attempt = 0;
      if (pending) void run();
      else setState({ status: 'saved' });
    },
    discard() {
      blocked = false;
      attempt = 0;
      pending = null;
      clearTimer();
      setState({ status: 'saved' });
    },
    hasUnsaved: () => pending !== null,
    dispose() {
      disposed = true;
      clearTimer();
    },
  };
}

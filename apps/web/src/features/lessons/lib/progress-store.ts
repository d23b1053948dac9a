/**
 * A learner's progress on exercises, one store for the whole app. An anonymous learner's records
 * live in local storage; a member's on the server (/api/me/progress), and at sign-in the anonymous
 * records are merged into the account (the server keeps the most attempts and the earliest
 * completion, so a merge repeated after a lost answer changes nothing). A member's answer that could
 * not be sent (offline) waits in local storage under their id and goes with the next one.
 *
 * Checking answers happens in the browser; the server only stores what a member says about their
 * own progress.
 */
import type {
  ProgressListResponse,
  ProgressRecord,
  ProgressRecordInput,
} from '@tinkerlabs/contract/learning-progress';
import { useSyncExternalStore } from 'react';
import { api } from '@/lib/api-client.ts';
import { getAuthState, onAuthStateChange } from '@/lib/auth/session-store.ts';

const anonymousKey = 'tinkerlabs.progress.anonymous';
const pendingKey = (userId: string) => `tinkerlabs.progress.pending.${userId}`;

export type ProgressSnapshot = {
  /** Whose records these are: null for an anonymous learner. */
  owner: string | null;
  /** False until a member's records have arrived from the server. */
  loaded: boolean;
  records: ReadonlyMap<string, ProgressRecord>;
};

export const progressKey = (page: string, exerciseId: string) => `${page}#${exerciseId}`;

let snapshot: ProgressSnapshot = { owner: null, loaded: false, records: new Map() };
const listeners = new Set<() => void>();
let started = false;

function publish(next: Partial<ProgressSnapshot>) {
  snapshot = { ...snapshot, ...next };
  listeners.forEach((listener) => listener());
}

function readList(key: string): ProgressRecord[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? (parsed as ProgressRecord[]) : [];
  } catch {
    return [];
  }
}

function writeList(key: string, records: readonly ProgressRecord[]) {
  try {
    if (records.length) localStorage.setItem(key, JSON.stringify(records));
    else localStorage.removeItem(key);
  } catch {
    // Storage full or disabled: progress lives for this visit.
  }
}

const byKey = (records: readonly ProgressRecord[]) =>
  new Map(records.map((record) => [progressKey(record.page, record.exerciseId), record]));

/** The same merge as the server's: most attempts, earliest completion. */
export function mergeRecord(stored: ProgressRecord | undefined, incoming: ProgressRecord): ProgressRecord {
  if (!stored) return incoming;
  const completions = [stored.completedAt, incoming.completedAt].filter((at): at is string => at !== null);
  return {
    ...stored,
    attempts: Math.max(stored.attempts, incoming.attempts),
    completedAt: completions.length ? completions.sort()[0]! : null,
    updatedAt: incoming.updatedAt > stored.updatedAt ? incoming.updatedAt : stored.updatedAt,
  };
}

const toInput = ({ page, exerciseId, attempts, completedAt }: ProgressRecord): ProgressRecordInput => ({
  page,
  exerciseId,
  attempts,
  completedAt,
});

/** Sends records to the member's account; what cannot be sent waits for the next try. */
async function send(userId: string, records: ProgressRecord[]): Promise<void> {
  const waiting = [...byKey([...readList(pendingKey(userId)), ...records]).values()];
  writeList(pendingKey(userId), waiting);
  try {
    for (let start = 0; start < waiting.length; start += 500) {
      const batch = waiting.slice(start, start + 500).map(toInput);
      const answer = await api<ProgressListResponse>('/api/me/progress', {
        method: 'PUT',
        body: { records: batch },
      });
      if (snapshot.owner === userId) publish({ records: byKey(answer.records), loaded: true });
    }
    writeList(pendingKey(userId), []);
  } catch {
    // Offline or the server is away: the records wait in local storage.
  }
}

async function becomeOwner(userId: string | null) {
  if (userId === null) {
    publish({ owner: null, loaded: true, records: byKey(readList(anonymousKey)) });
    return;
  }
  publish({ owner: userId, loaded: false, records: byKey(readList(pendingKey(userId))) });
  const anonymous = readList(anonymousKey);
  if (anonymous.length) {
    // At sign-in, what the learner did before joins the account; it is then the account's, not this browser's.
    writeList(anonymousKey, []);
    await send(userId, anonymous);
  } else if (readList(pendingKey(userId)).length) await send(userId, []);
  try {
    const answer = await api<ProgressListResponse>('/api/me/progress');
    if (snapshot.owner !== userId) return;
    const records = byKey(answer.records);
    for (const record of readList(pendingKey(userId))) {
      const key = progressKey(record.page, record.exerciseId);
      records.set(key, mergeRecord(records.get(key), record));
    }
    publish({ records, loaded: true });
  } catch {
    if (snapshot.owner === userId) publish({ loaded: true });
  }
}

function start() {
  if (started || typeof window === 'undefined') return;
  started = true;
  const owner = (state = getAuthState()) => (state.status === 'signed-in' ? state.viewer!.user.id : null);
  if (getAuthState().status !== 'loading') void becomeOwner(owner());
  onAuthStateChange((_event, state) => {
    if (state.status === 'loading') return;
    const next = owner(state);
    if (next !== snapshot.owner || !snapshot.loaded) void becomeOwner(next);
  });
}

/**
 * Records one checked answer: an attempt, and the completion when it was right (the first
 * completion is kept).
 */
export function recordAttempt(page: string, exerciseId: string, correct: boolean): void {
  start();
  const key = progressKey(page, exerciseId);
  const now = new Date().toISOString();
  const stored = snapshot.records.get(key);
  const record: ProgressRecord = {
    page,
    exerciseId,
    attempts: Math.min(10_000, (stored?.attempts ?? 0) + 1),
    completedAt: stored?.completedAt ?? (correct ? now : null),
    updatedAt: now,
  };
  const records = new Map(snapshot.records);
  records.set(key, record);
  publish({ records });
  if (snapshot.owner === null) writeList(anonymousKey, [...records.values()]);
  else void send(snapshot.owner, [record]);
}

function subscribe(listener: () => void) {
  start();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const serverSnapshot: ProgressSnapshot = { owner: null, loaded: false, records: new Map() };

/** The learner's progress; on the server (and while hydrating) empty. */
export function useProgress(): ProgressSnapshot {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => serverSnapshot,
  );
}

/**
 * An exclusive lock on a PGlite data directory. PGlite runs inside one process; a second process on
 * the same directory would silently diverge from the first, so it must refuse to start instead.
 *
 * The lock is a file beside the directory naming its owner: pid, the process's start time, the
 * machine's boot id and host name. A pid alone is not enough: in a container the server is pid 1 on
 * every start, and a pid may be reused by an unrelated process, so "pid N is alive" says little. The
 * owner also touches the file every few seconds. A lock is stale, and taken over, when its owner is
 * provably gone on this machine (no such process, or one that started at another time), or when it
 * has not been touched for `staleAfterMs` (an owner on another host or in another pid namespace).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    dataDir: string,
    readonly lockPath: string,
    readonly owner: LockOwner,
    /** What showed the owner to be alive, e.g. "its owner … refreshed the lock 2 s ago". */
    why: string,
  ) {
    super(
      `The database folder ${dataDir} is already in use by pid ${owner.pid} on ${owner.host}, ` +
        `says its lock file ${lockPath}, and ${why}. ` +
        'Stop that process first, or point DATABASE_URL at another folder (pglite:PATH).',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface LockOwner {
  pid: number;
  /** When the process started, in clock ticks since boot (Linux), or null where that cannot be read. */
  startTime: number | null;
  bootId: string | null;
  host: string;
}

export interface DataDirLock {
  release(): void;
}

export const heartbeatMs = 5_000;
export const staleAfterMs = 30_000;

/**
 * Takes the lock, or throws DataDirLockedError. Taking over a stale lock is logged with the reason,
 * so an operator can see why a lock file was not respected.
 * @example const lock = lockDataDir('/srv/data/db'); … lock.release();
 */
export function lockDataDir(
  dataDir: string,
  { log = console.log }: { log?: (line: string) => void } = {},
): DataDirLock {
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const lockPath = `${dataDir}.lock`;
  const me = currentOwner();
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, JSON.stringify(me), { flag: 'wx' });
      return heldLock(lockPath, me);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (!fs.existsSync(lockPath)) continue; // released meanwhile: try again
      const owner = readOwner(lockPath);
      const verdict = owner ? judgeLock(lockPath, owner, me) : { stale: true, why: 'it names no owner' };
      if (!verdict.stale) throw new DataDirLockedError(dataDir, lockPath, owner!, verdict.why);
      log(
        `Took over the lock ${lockPath}${owner ? ` of pid ${owner.pid} on ${owner.host}` : ''}: ${verdict.why}.`,
      );
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the database folder ${dataDir}: another process keeps taking the lock.`);
}

function heldLock(lockPath: string, me: LockOwner): DataDirLock {
  const mine = JSON.stringify(me);
  const heartbeat = setInterval(() => {
    const now = new Date();
    try {
      fs.utimesSync(lockPath, now, now);
    } catch {
      // The file was removed by hand: nothing to refresh.
    }
  }, heartbeatMs);
  heartbeat.unref();
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      clearInterval(heartbeat);
      // Remove only our own lock, never one another process has taken since.
      if (readText(lockPath) === mine) fs.rmSync(lockPath, { force: true });
    },
  };
}

/** Whether the lock's owner is provably gone, and the evidence either way (for the log or the error). */
function judgeLock(lockPath: string, owner: LockOwner, me: LockOwner): { stale: boolean; why: string } {
  // Pids and start times mean something only on the machine, and boot, that wrote them.
  const sameMachine = owner.host === me.host && owner.bootId !== null && owner.bootId === me.bootId;
  let startCompared = false;
  if (sameMachine) {
    if (owner.pid === me.pid && owner.startTime === me.startTime) {
      return { stale: false, why: 'that is this process, which has opened the folder already' };
    }
    if (!isAlive(owner.pid)) return { stale: true, why: 'no process with that pid is running' };
    const started = processStartTime(owner.pid);
    startCompared = started !== null && owner.startTime !== null;
    if (startCompared && started !== owner.startTime) {
      return {
        stale: true,
        why:
          `that process started at a different time (clock tick ${started}, the lock says ${owner.startTime}), ` +
          'so it is not the server that wrote the lock (the pid was reused)',
      };
    }
  }
  const touched = fs.statSync(lockPath, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const age = `${Math.round((Date.now() - touched) / 1000)} s ago`;
  if (Date.now() - touched > staleAfterMs) {
    return {
      stale: true,
      why: `its owner last refreshed it ${age} (a running owner does every ${heartbeatMs / 1000} s)`,
    };
  }
  return {
    stale: false,
    why: !sameMachine
      ? `its owner, on another machine or in another container, refreshed the lock ${age}`
      : startCompared
        ? `that process is running, started when the lock says, and refreshed the lock ${age}`
        : `that process is running (its start time could not be compared) and refreshed the lock ${age}`,
  };
}

export function currentOwner(): LockOwner {
  return {
    pid: process.pid,
    startTime: processStartTime(process.pid),
    bootId: readText('/proc/sys/kernel/random/boot_id')?.trim() || null,
    host: os.hostname(),
  };
}

/** The owner named in a lock file; an unreadable one (an older format, garbage) counts as none. */
function readOwner(lockPath: string): LockOwner | null {
  try {
    const value = JSON.parse(readText(lockPath) ?? '') as Partial<LockOwner>;
    if (!Number.isInteger(value.pid) || typeof value.host !== 'string') return null;
    return {
      pid: value.pid!,
      startTime: typeof value.startTime === 'number' ? value.startTime : null,
      bootId: typeof value.bootId === 'string' ? value.bootId : null,
      host: value.host,
    };
  } catch {
    return null;
  }
}

/** Field 22 of /proc/PID/stat (after the parenthesised command name, which may hold spaces). */
export function processStartTime(pid: number): number | null {
  const stat = readText(`/proc/${pid}/stat`);
  if (!stat) return null;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const value = Number(fields[19]);
  return Number.isFinite(value) ? value : null;
}

function readText(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

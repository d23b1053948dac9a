/**
 * An exclusive lock on a PGlite data directory. PGlite runs inside one process; a second process on
 * the same directory would silently diverge from the first, so it must refuse to start instead.
 * The lock is a file beside the directory holding the owner's pid; a lock left by a dead process is
 * taken over.
 */
import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The database folder ${dataDir} is already in use by another server process (pid ${pid}). ` +
        'Stop that process first, or point DATABASE_URL at another folder (pglite:PATH).',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  release(): void;
}

/** @example const lock = lockDataDir('/srv/data/db'); … lock.release(); */
export function lockDataDir(dataDir: string): DataDirLock {
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const lockPath = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          fs.rmSync(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && isAlive(owner))
        throw new DataDirLockedError(dataDir, owner);
      fs.rmSync(lockPath, { force: true }); // stale: its owner is gone
    }
  }
  throw new Error(`Could not lock the database folder ${dataDir}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

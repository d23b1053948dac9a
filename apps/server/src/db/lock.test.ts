import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentOwner, DataDirLockedError, lockDataDir, staleAfterMs, type LockOwner } from './lock.ts';

let baseDir: string;
let dataDir: string;

beforeEach(() => {
  baseDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tl-lock-'));
  dataDir = path.join(baseDir, 'nested', 'db');
});

afterEach(() => {
  fs.rmSync(baseDir, { recursive: true, force: true });
});

/** The pid of a process that has certainly exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  expect(child.pid).toBeTypeOf('number');
  return child.pid!;
}

const lockFile = () => `${dataDir}.lock`;

/** Takes the lock, keeping what it logs. */
function lockLogging(): { lock: ReturnType<typeof lockDataDir>; lines: string[] } {
  const lines: string[] = [];
  const lock = lockDataDir(dataDir, { log: (line) => lines.push(line) });
  return { lock, lines };
}
const ownerInLock = () => JSON.parse(fs.readFileSync(lockFile(), 'utf8')) as LockOwner;

/** Writes a lock file as another owner would have, last touched `ageMs` ago. */
function writeLock(owner: Partial<LockOwner> | string, ageMs = 0) {
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  fs.writeFileSync(
    lockFile(),
    typeof owner === 'string' ? owner : JSON.stringify({ ...currentOwner(), ...owner }),
  );
  const touched = new Date(Date.now() - ageMs);
  fs.utimesSync(lockFile(), touched, touched);
}

describe('lockDataDir', () => {
  it('names its owner in <dir>.lock (pid, start time, boot id, host), creating the parent folder', () => {
    const lock = lockDataDir(dataDir);
    expect(ownerInLock()).toEqual({
      pid: process.pid,
      startTime: expect.any(Number),
      bootId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      host: os.hostname(),
    });
    lock.release();
    expect(fs.existsSync(lockFile())).toBe(false);
  });

  it('refuses a second lock on the same folder, naming the folder and the owner', () => {
    const lock = lockDataDir(dataDir);
    try {
      let error: unknown;
      try {
        lockDataDir(dataDir);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(DataDirLockedError);
      expect((error as Error).message).toContain(dataDir);
      expect((error as Error).message).toContain(`lock file ${lockFile()}`);
      expect((error as Error).message).toContain(`pid ${process.pid} on ${os.hostname()}`);
      expect((error as Error).message).not.toContain('\n');
      // The refused attempt leaves the owner's lock in place.
      expect(ownerInLock().pid).toBe(process.pid);
    } finally {
      lock.release();
    }
  });

  it('can lock again after a release', () => {
    lockDataDir(dataDir).release();
    const again = lockDataDir(dataDir);
    expect(fs.existsSync(lockFile())).toBe(true);
    again.release();
  });

  it('does not remove a lock taken by someone else when released twice', () => {
    const first = lockDataDir(dataDir);
    first.release();
    const second = lockDataDir(dataDir);
    first.release();
    expect(fs.existsSync(lockFile())).toBe(true);
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    second.release();
  });

  it('locks different folders independently', () => {
    const a = lockDataDir(dataDir);
    const b = lockDataDir(`${dataDir}-other`);
    expect(fs.existsSync(lockFile()) && fs.existsSync(`${dataDir}-other.lock`)).toBe(true);
    a.release();
    b.release();
  });

  it('takes over a stale lock left by a process that has exited', async () => {
    const pid = await deadPid();
    writeLock({ pid });
    const { lock, lines } = lockLogging();
    expect(ownerInLock().pid).toBe(process.pid);
    expect(lines).toEqual([
      expect.stringContaining(`of pid ${pid} on ${os.hostname()}: no process with that pid`),
    ]);
    lock.release();
  });

  it('takes over a lock whose pid now belongs to another process (a container restarted as pid 1)', () => {
    // Pid 1 is alive here too, but it started at another time than the lock says.
    writeLock({ pid: 1, startTime: 123_456_789 });
    const { lock, lines } = lockLogging();
    expect(ownerInLock().pid).toBe(process.pid);
    expect(lines).toEqual([expect.stringMatching(/of pid 1 .*: that process started at a different time/)]);
    lock.release();
  });

  // A live, unrelated process under the lock's pid: this test's own process stands in for it, being
  // certainly alive, with a start time the test knows.
  it('takes over a lock naming a live process that started at another time than the lock says, saying so', () => {
    const myStart = currentOwner().startTime!;
    writeLock({ pid: process.pid, startTime: myStart - 100 }); // fresh: only the start time gives it away
    const { lock, lines } = lockLogging();
    expect(ownerInLock()).toEqual(currentOwner());
    expect(lines).toEqual([
      `Took over the lock ${lockFile()} of pid ${process.pid} on ${os.hostname()}: that process started at a ` +
        `different time (clock tick ${myStart}, the lock says ${myStart - 100}), so it is not the server ` +
        'that wrote the lock (the pid was reused).',
    ]);
    lock.release();
  });

  it('refuses a lock naming a live process that started when the lock says, naming the lock file', () => {
    writeLock({}); // this very process, as the lock file names it
    const lines: string[] = [];
    expect(() => lockDataDir(dataDir, { log: (line) => lines.push(line) })).toThrow(
      `The database folder ${dataDir} is already in use by pid ${process.pid} on ${os.hostname()}, says its ` +
        `lock file ${lockFile()}, and that is this process, which has opened the folder already.`,
    );
    expect(lines).toEqual([]);
    expect(ownerInLock()).toEqual(currentOwner()); // left in place
  });

  it('refuses a lock from another host while its owner keeps it fresh, and takes it over once it is stale', () => {
    writeLock({ pid: 4242, host: 'other-host', bootId: 'another-boot' }, 1_000);
    expect(() => lockDataDir(dataDir)).toThrow(/pid 4242 on other-host/);
    writeLock({ pid: 4242, host: 'other-host', bootId: 'another-boot' }, staleAfterMs + 1_000);
    const { lock, lines } = lockLogging();
    expect(ownerInLock().pid).toBe(process.pid);
    expect(lines).toEqual([
      expect.stringMatching(/of pid 4242 on other-host: its owner last refreshed it 31 s ago/),
    ]);
    lock.release();
  });

  it('takes over a lock file that names no owner', () => {
    writeLock('garbage');
    const { lock, lines } = lockLogging();
    expect(ownerInLock().pid).toBe(process.pid);
    expect(lines).toEqual([`Took over the lock ${lockFile()}: it names no owner.`]);
    lock.release();
  });
});

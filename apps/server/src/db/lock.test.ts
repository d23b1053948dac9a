import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './lock.ts';

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

describe('lockDataDir', () => {
  it('writes our pid to <dir>.lock, creating the parent folder', () => {
    const lock = lockDataDir(dataDir);
    expect(fs.readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(`${dataDir}.lock`)).toBe(false);
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
      expect((error as Error).message).toContain(`pid ${process.pid}`);
      expect((error as Error).message).not.toContain('\n');
      // The refused attempt leaves the owner's lock in place.
      expect(fs.readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    } finally {
      lock.release();
    }
  });

  it('can lock again after a release', () => {
    lockDataDir(dataDir).release();
    const again = lockDataDir(dataDir);
    expect(fs.existsSync(`${dataDir}.lock`)).toBe(true);
    again.release();
  });

  it('does not remove a lock taken by someone else when released twice', () => {
    const first = lockDataDir(dataDir);
    first.release();
    const second = lockDataDir(dataDir);
    first.release();
    expect(fs.existsSync(`${dataDir}.lock`)).toBe(true);
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    second.release();
  });

  it('locks different folders independently', () => {
    const a = lockDataDir(dataDir);
    const b = lockDataDir(`${dataDir}-other`);
    expect(fs.existsSync(`${dataDir}.lock`) && fs.existsSync(`${dataDir}-other.lock`)).toBe(true);
    a.release();
    b.release();
  });

  it('takes over a stale lock left by a process that has exited', async () => {
    const pid = await deadPid();
    fs.mkdirSync(path.dirname(dataDir), { recursive: true });
    fs.writeFileSync(`${dataDir}.lock`, String(pid));
    const lock = lockDataDir(dataDir);
    expect(fs.readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    lock.release();
  });

  it('takes over a lock file that holds no pid', () => {
    fs.mkdirSync(path.dirname(dataDir), { recursive: true });
    fs.writeFileSync(`${dataDir}.lock`, 'garbage');
    const lock = lockDataDir(dataDir);
    expect(fs.readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    lock.release();
  });
});

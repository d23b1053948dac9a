import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url));
const baseDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tl-seed-large-'));
afterAll(() => {
  fs.rmSync(baseDir, { recursive: true, force: true });
});

/** Runs the command as `npm run seed:large` does (tsx), minus npm's wrapper; resolves with its exit code. */
async function seedLarge(args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/cli/seed-large.ts', ...args],
      {
        cwd: repoRoot,
        env: { ...process.env, NODE_ENV: 'test', STORAGE_DIR: path.join(baseDir, 'uploads') },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run seed:large', () => {
  it('names a bad option and shows how to call it, with exit code 1', async () => {
    const result = await seedLarge(['--articles', 'many']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('--articles must be a whole number from 0 to 10000000 (got "many").');
    expect(result.stderr).toContain('Usage: npm run seed:large -- --articles 100000 --members 20000');
  });

  it('migrates and fills a new database, reports rows per table, then refuses to fill it again', async () => {
    const url = `pglite:${path.join(baseDir, 'db')}`;
    const args = ['--articles', '40', '--members', '20', '--uploads', '10', '--database-url', url];
    const first = await seedLarge(args);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toMatch(
      /seed:large finished in \d+\.\d s \(seed 1\), after \d+\.\d s of migrations/,
    );
    expect(first.stdout).toMatch(/^users\s+20\s+20$/m);
    expect(first.stdout).toMatch(/^uploads\s+10\s+10$/m);
    expect(first.stderr).toMatch(/100%\s+articles 40\/40/);

    const second = await seedLarge(args);
    expect(second.code).toBe(1);
    expect(second.stderr).toContain(
      "The database already holds more than the seed set's content (20 in users",
    );
    expect(second.stderr).toContain('pass --append to add to this one.');
  }, 180_000);
});

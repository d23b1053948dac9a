// Opening the embedded database: through a symbolic link, and with a clear message when it cannot be.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { DatabaseOpenError, openDatabase } from './client.ts';
import { DataDirLockedError } from './lock.ts';

const baseDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tl-client-'));
afterAll(() => fs.rmSync(baseDir, { recursive: true, force: true }));

describe('openDatabase on PGlite', () => {
  it('opens a data folder reached through a symbolic link, and keeps its data there', async () => {
    const real = path.join(baseDir, 'real-db');
    const link = path.join(baseDir, 'link-db');
    fs.mkdirSync(real);
    fs.symlinkSync(real, link);

    const first = await openDatabase({ kind: 'pglite', dataDir: link });
    await first.db.execute(sql`create table notes (text text)`);
    await first.db.execute(sql`insert into notes values ('kept')`);
    // The folder and its other name share one lock.
    await expect(openDatabase({ kind: 'pglite', dataDir: real })).rejects.toThrow(DataDirLockedError);
    await first.close();

    const again = await openDatabase({ kind: 'pglite', dataDir: real });
    const { rows } = (await again.db.execute(sql`select text from notes`)) as unknown as {
      rows: { text: string }[];
    };
    expect(rows).toEqual([{ text: 'kept' }]);
    await again.close();
  });

  it('says which folder could not be opened, in one sentence', async () => {
    const notADatabase = path.join(baseDir, 'file-db');
    fs.writeFileSync(notADatabase, 'not a folder');
    const opening = openDatabase({ kind: 'pglite', dataDir: notADatabase });
    await expect(opening).rejects.toThrow(DatabaseOpenError);
    await expect(opening).rejects.toThrow(
      `The embedded database in ${fs.realpathSync(notADatabase)} could not be opened`,
    );
    expect(fs.existsSync(`${notADatabase}.lock`)).toBe(false);
  });
});

/**
 * Backups of the embedded database: PGlite writes a consistent archive of its folder (a gzipped tar)
 * from inside the process that has it open, and a new PGlite folder can be created from one.
 */
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';

/** A restore never overwrites: the target folder must be missing or empty. */
export function assertNoDatabaseIn(dataDir: string): void {
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) {
    throw new Error(
      `${dataDir} already holds files. Restore into a new folder, then point DATABASE_URL at it (pglite:PATH).`,
    );
  }
}

/** Creates `dataDir` from an archive; refuses a folder that holds files (assertNoDatabaseIn). */
export async function restorePgliteArchive(archive: Uint8Array, dataDir: string): Promise<void> {
  assertNoDatabaseIn(dataDir);
  const client = await PGlite.create(dataDir, { loadDataDir: new Blob([archive]) });
  await client.query('select 1');
  await client.close();
}

/** Opens a folder no server is using, archives it and closes it again. */
export async function dumpPgliteFolder(dataDir: string): Promise<Uint8Array> {
  const client = await PGlite.create(dataDir);
  try {
    return new Uint8Array(await (await client.dumpDataDir('gzip')).arrayBuffer());
  } finally {
    await client.close();
  }
}

/**
 * The backup file: one gzipped tar holding the database and the uploaded images, so a restore brings
 * back both or neither. Its entries, in this order:
 *
 *   manifest.json            { format, version, database, createdAt, uploads: { files, bytes } }
 *   database/pglite.tar.gz   PGlite's own archive of its folder (dumpDataDir), or
 *   database/postgres.dump   pg_dump's custom format
 *   uploads/<key>            each upload (from STORAGE_DIR or the STORAGE_URL bucket) under its key
 *
 * Backups made before images were included are a bare PGlite archive or pg_dump file; `backupFileKind`
 * tells the three apart. Entries are streamed (tar-stream), so neither side holds the uploads in memory.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { extract as tarExtract, pack as tarPack, type Pack } from 'tar-stream';
import type { DatabaseConfig } from '../../config.ts';
import { assertStorageKey, type Storage } from '../../storage/storage.ts';
import type { UploadFile } from './backup-uploads.ts';

type DatabaseKind = DatabaseConfig['kind'];

export interface BackupManifest {
  format: 'tinkerlabs-backup';
  version: number;
  database: DatabaseKind;
  createdAt: string;
  uploads: { files: number; bytes: number };
}

const manifestEntry = 'manifest.json';
const formatVersion = 1;
const databaseEntries: Record<DatabaseKind, string> = {
  pglite: 'database/pglite.tar.gz',
  postgres: 'database/postgres.dump',
};

/**
 * Writes the backup file `output` (as `.partial`, renamed when complete) from a database dump and the
 * listed uploads, read from `storage`.
 * @example await writeBackupArchive('site.tar.gz', { database: 'pglite', databaseFile, storage, uploads })
 */
export async function writeBackupArchive(
  output: string,
  source: { database: DatabaseKind; databaseFile: string; storage: Storage; uploads: UploadFile[] },
): Promise<BackupManifest> {
  const manifest: BackupManifest = {
    format: 'tinkerlabs-backup',
    version: formatVersion,
    database: source.database,
    createdAt: new Date().toISOString(),
    uploads: {
      files: source.uploads.length,
      bytes: source.uploads.reduce((sum, file) => sum + file.size, 0),
    },
  };
  const pack = tarPack();
  const writing = pipeline(pack, zlib.createGzip(), fs.createWriteStream(`${output}.partial`));
  try {
    pack.entry({ name: manifestEntry }, JSON.stringify(manifest, null, 2));
    await addFile(pack, databaseEntries[source.database], source.databaseFile);
    for (const file of source.uploads) await addUpload(pack, source.storage, file);
    pack.finalize();
    await writing;
  } catch (error) {
    pack.destroy();
    await writing.catch(() => {});
    fs.rmSync(`${output}.partial`, { force: true });
    throw error;
  }
  fs.renameSync(`${output}.partial`, output);
  return manifest;
}

async function addFile(pack: Pack, name: string, file: string): Promise<void> {
  const handle = await fs.promises.open(file);
  try {
    const { size } = await handle.stat();
    await pipeline(handle.createReadStream({ autoClose: false }), pack.entry({ name, size }));
  } finally {
    await handle.close();
  }
}

async function addUpload(pack: Pack, storage: Storage, listed: UploadFile): Promise<void> {
  const file = await storage.get(listed.key);
  if (!file) {
    // Only the clean-up of unused uploads deletes files, and only rarely within a backup's seconds.
    throw new Error(
      `The upload ${listed.key} was deleted while the backup ran (by the clean-up of unused uploads?): run it again.`,
    );
  }
  if (file.size !== listed.size) {
    await file.body.cancel();
    throw new Error(
      `The upload ${listed.key} changed while the backup ran, though uploads never change: run it again.`,
    );
  }
  const body = Readable.fromWeb(file.body as NodeReadableStream<Uint8Array>);
  await pipeline(body, pack.entry({ name: `uploads/${listed.key}`, size: file.size }));
}

/** What a file given to `db:restore` is: this format, or a database-only backup of an older version. */
export async function backupFileKind(file: string): Promise<'archive' | 'pglite-only' | 'postgres-only'> {
  const head = Buffer.alloc(5);
  const handle = await fs.promises.open(file);
  try {
    await handle.read(head, 0, 5, 0);
  } finally {
    await handle.close();
  }
  if (head.toString('latin1') === 'PGDMP') return 'postgres-only';
  const notABackup = new Error(`${file} is not a backup made by npm run db:backup.`);
  if (head[0] !== 0x1f || head[1] !== 0x8b) throw notABackup; // not gzip
  const extract = tarExtract();
  const reading = pipeline(fs.createReadStream(file), zlib.createGunzip(), extract).catch(() => {});
  try {
    for await (const entry of extract) return entry.header.name === manifestEntry ? 'archive' : 'pglite-only';
    throw notABackup;
  } catch (error) {
    throw error === notABackup ? error : new Error(`${notABackup.message} (${(error as Error).message})`);
  } finally {
    extract.destroy();
    await reading;
  }
}

/**
 * Unpacks a backup file: the database dump to `databaseFile`, the uploads into `uploadsDir`. Checks the
 * manifest first (its format and version here, the rest by `checkManifest`) and, at the end, that every
 * file it counts arrived.
 */
export async function readBackupArchive(
  input: string,
  target: { databaseFile: string; uploadsDir: string; checkManifest(manifest: BackupManifest): void },
): Promise<BackupManifest> {
  const extract = tarExtract();
  const reading = pipeline(fs.createReadStream(input), zlib.createGunzip(), extract);
  let manifest: BackupManifest | null = null;
  let databaseFound = false;
  const uploads = { files: 0, bytes: 0 };
  let refusal: unknown = null; // checkManifest's own error, passed on as it is
  try {
    for await (const entry of extract) {
      const name = entry.header.name;
      if (!manifest) {
        if (name !== manifestEntry) throw new Error('it has no manifest, so it is no backup of this format');
        manifest = checkFormat(JSON.parse(await text(entry)));
        try {
          target.checkManifest(manifest);
        } catch (error) {
          throw (refusal = error);
        }
      } else if (name === databaseEntries[manifest.database]) {
        await pipeline(entry, fs.createWriteStream(target.databaseFile, { flags: 'wx' }));
        databaseFound = true;
      } else if (name.startsWith('uploads/')) {
        const key = name.slice('uploads/'.length);
        assertStorageKey(key); // never a path outside the folder
        await pipeline(entry, fs.createWriteStream(path.join(target.uploadsDir, key), { flags: 'wx' }));
        uploads.files += 1;
        uploads.bytes += entry.header.size;
      } else {
        throw new Error(`it holds an unexpected entry, ${name}`);
      }
    }
    await reading;
  } catch (error) {
    extract.destroy();
    await reading.catch(() => {});
    if (error === refusal) throw error;
    throw new Error(`${input} could not be read: ${(error as Error).message}.`);
  }
  if (!manifest || !databaseFound) throw new Error(`${input} is incomplete: it holds no database.`);
  if (uploads.files !== manifest.uploads.files || uploads.bytes !== manifest.uploads.bytes) {
    throw new Error(
      `${input} is incomplete: it holds ${uploads.files} uploads (${uploads.bytes} bytes), its manifest ` +
        `says ${manifest.uploads.files} (${manifest.uploads.bytes} bytes).`,
    );
  }
  return manifest;
}

function checkFormat(value: Partial<BackupManifest>): BackupManifest {
  if (value.format !== 'tinkerlabs-backup' || typeof value.version !== 'number' || !value.uploads) {
    throw new Error('its manifest is not one of a TinkerLabs backup');
  }
  if (value.version > formatVersion) {
    throw new Error(`it was made by a newer version (format ${value.version}): update, then restore`);
  }
  return value as BackupManifest;
}

async function text(stream: AsyncIterable<unknown>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

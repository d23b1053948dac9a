/**
 * A backup of the embedded database while the server runs. Only the server process may open its
 * PGlite folder, so `npm run db:backup` asks it: it writes `<folder>.backup-request` (where to write
 * the archive) and sends SIGUSR2 to the pid in the folder's lock; the server archives the folder
 * in-process (consistent, between queries) and writes the file, first as `.partial`, then renamed.
 * The command then adds the uploaded files beside it in the backup (backup.ts).
 */
import fs from 'node:fs';

export const backupSignal = 'SIGUSR2';
const requestFile = (dataDir: string) => `${dataDir}.backup-request`;

/**
 * In the server: answers backup requests for `dataDir` with `dump`. Returns a function that stops it.
 * @example const stop = serveBackupRequests(handle.dataDir, handle.dumpArchive)
 */
export function serveBackupRequests(
  dataDir: string,
  dump: () => Promise<Uint8Array>,
  log: (line: string) => void = console.log,
): () => void {
  const onSignal = () => {
    let output: string;
    try {
      output = (JSON.parse(fs.readFileSync(requestFile(dataDir), 'utf8')) as { output: string }).output;
      fs.rmSync(requestFile(dataDir), { force: true });
    } catch {
      return; // no request: a stray signal
    }
    dump().then(
      (archive) => {
        fs.writeFileSync(`${output}.partial`, archive);
        fs.renameSync(`${output}.partial`, output);
        log(`Database archive for a backup written to ${output} (${archive.byteLength} bytes).`);
      },
      (error: unknown) => {
        fs.writeFileSync(`${output}.failed`, String(error instanceof Error ? error.message : error));
      },
    );
  };
  process.on(backupSignal, onSignal);
  return () => process.off(backupSignal, onSignal);
}

/** In the backup command: asks the server with pid `pid` for an archive at `output` and waits for it. */
export async function requestBackupFromServer(
  dataDir: string,
  pid: number,
  output: string,
  timeoutMs = 120_000,
): Promise<void> {
  fs.rmSync(output, { force: true });
  fs.rmSync(`${output}.failed`, { force: true });
  fs.writeFileSync(requestFile(dataDir), JSON.stringify({ output }));
  process.kill(pid, backupSignal);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (fs.existsSync(output)) return;
    if (fs.existsSync(`${output}.failed`)) {
      const reason = fs.readFileSync(`${output}.failed`, 'utf8');
      fs.rmSync(`${output}.failed`, { force: true });
      throw new Error(`The running server could not write the backup: ${reason}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  fs.rmSync(requestFile(dataDir), { force: true });
  throw new Error(`The running server (pid ${pid}) did not write the backup within ${timeoutMs / 1000} s.`);
}

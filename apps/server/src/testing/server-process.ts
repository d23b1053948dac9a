/**
 * A real server process for tests of several processes: `node --import tsx apps/server/src/main.ts`
 * with an environment of its own, as production runs `node apps/server/dist/main.js`. PORT=0 is not a
 * valid setting, so the port is picked first (`freePort`). Started once it says it listens and its
 * health check answers 200; `stop()` sends SIGTERM, as a deploy does, and answers the exit code.
 * @example const a = await startServerProcess({ PORT: String(await freePort()), DATABASE_URL: url });
 *          await fetch(`${a.url}/api/health`); await a.stop();
 */
import { spawn } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

export interface ServerProcess {
  /** http://127.0.0.1:PORT */
  url: string;
  /** What the process printed so far (stdout and stderr, in order). */
  output(): string;
  /** Sends SIGTERM; resolves with the exit code once the process has exited. */
  stop(): Promise<number | null>;
}

/** `env` is added to this process's environment; it must set PORT. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  // `node --import tsx` rather than `npx tsx`: npm exec does not pass SIGTERM on to the server.
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const listening = new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('is listening on')) resolve();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then((code) =>
      reject(new Error(`The server exited with ${code} before listening:\n${output}`)),
    );
  });
  const url = `http://127.0.0.1:${env.PORT}`;
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    return exited;
  };
  try {
    await listening;
    // On a reachable database the first migration and seed end before the server listens.
    const health = await fetch(`${url}/api/health`);
    if (health.status !== 200) throw new Error(`/api/health answered ${health.status}:\n${output}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, output: () => output, stop };
}

/** A port nothing listens on now: the system's pick for port 0, released at once. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

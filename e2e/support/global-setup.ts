/**
 * Builds the web app for browser tests (with the test-only routes) and the server, then starts the
 * real server once for the whole run; tests read its address with `inject('baseUrl')`. The first
 * start migrates and seeds a data folder that every server of the run then starts from a copy of
 * (server-process.ts).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { e2eWebRoot, globalAdminEmail, repoRoot, signInWaitMs } from './paths.ts';
import { dataTemplateVariable, startServerProcess, type ServerProcess } from './server-process.ts';

let server: ServerProcess | undefined;
let dataTemplate: string | undefined;

export async function setup(project: TestProject): Promise<void> {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  execFileSync(npm, ['run', 'build', '-w', '@tinkerlabs/web'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      VITE_E2E_HOOKS: 'true',
      VITE_SIGN_IN_WAIT_MS: String(signInWaitMs),
      WEB_OUT_DIR: 'dist-e2e',
    },
  });
  execFileSync(npm, ['run', 'build', '-w', '@tinkerlabs/server'], { cwd: repoRoot, stdio: 'inherit' });
  dataTemplate = fs.mkdtempSync(path.join(os.tmpdir(), 'tinkerlabs-e2e-template-'));
  const seeding = await startServerProcess({ dataDir: dataTemplate, env: { WEB_ROOT: e2eWebRoot } });
  const seeded = await seeding.stop({ keepData: true });
  if (seeded !== 0) throw new Error(`The seeding server exited with code ${seeded}:\n${seeding.output()}`);
  // The test files' workers start after global setup and inherit this.
  process.env[dataTemplateVariable] = dataTemplate;
  server = await startServerProcess({ env: { WEB_ROOT: e2eWebRoot, ADMIN_EMAILS: globalAdminEmail } });
  project.provide('baseUrl', server.url);
}

export async function teardown(): Promise<void> {
  const code = await server?.stop();
  if (dataTemplate) fs.rmSync(dataTemplate, { recursive: true, force: true });
  if (code !== 0 && code !== undefined) throw new Error(`The server exited with code ${code} on SIGTERM.`);
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

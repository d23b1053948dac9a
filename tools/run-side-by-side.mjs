// `node tools/run-side-by-side.mjs "npm run lint" "npm run typecheck"`: runs the commands at once (the
// checks before the tests use one core each), prints each one's output when it ends, and exits with
// the first failure's status.
import { spawn } from 'node:child_process';

const commands = process.argv.slice(2);
const results = await Promise.all(
  commands.map(
    (command) =>
      new Promise((resolve) => {
        const started = Date.now();
        let output = '';
        const child = spawn(command, { shell: true, env: { ...process.env, FORCE_COLOR: '1' } });
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        child.on('close', (code) => {
          const seconds = ((Date.now() - started) / 1000).toFixed(0);
          process.stdout.write(`\n── ${command} (${seconds} s, exit ${code}) ──\n${output}`);
          resolve(code ?? 1);
        });
      }),
  ),
);
process.exit(results.find((code) => code !== 0) ?? 0);

/**
 * The Python lab's worker: loads Pyodide as soon as it starts, runs each program with the lab's "Program
 * input" as standard input (one line per `input()`), and sends its output in batches. Other pages
 * that drive Python build their own worker on python-session.ts.
 */
import { OutputBatcher, defaultOutputOptions } from '@tinkerlabs/program-output/output-batcher';
import { loadPythonSession, type PythonSession } from './python-session.ts';
import { serveRunner } from './serve-runner.ts';

let session: PythonSession | null = null;

serveRunner({
  async start(post) {
    session = await loadPythonSession({
      onProgress: (loaded, total) => post({ type: 'progress', loaded, total }),
    });
  },
  async load(request) {
    if (request.interrupt) session?.setInterrupt(request.interrupt);
  },
  run({ runId, code, stdin }, post) {
    if (!session) throw new Error('Python is not loaded yet.');
    const lines = stdin.length === 0 ? [] : stdin.replace(/\n$/, '').split('\n');
    const batcher = new OutputBatcher(defaultOutputOptions, performance.now());
    const write = (stream: 'stdout' | 'stderr') => (text: string) => {
      if (batcher.push(stream, text, performance.now()))
        post({ type: 'output', runId, chunks: batcher.take(performance.now()) });
    };
    const status = session.run(code, {
      stdin: () => lines.shift() ?? null,
      stdout: write('stdout'),
      stderr: write('stderr'),
      pause: () => {
        const chunks = batcher.take(performance.now());
        if (chunks.length > 0) post({ type: 'output', runId, chunks });
      },
    });
    post({ type: 'output', runId, chunks: batcher.take(performance.now()) });
    post({ type: 'done', runId, status, dropped: batcher.dropped });
  },
});

/** Python's download before the first Python run: a progress bar with the megabytes received. */
import type { PythonLoading } from '../lib/python-mouse-runner.ts';

const megabytes = (bytes: number) => (bytes / 1_000_000).toFixed(1);

export function PythonLoadingBar({ loading }: { loading: PythonLoading }) {
  const done = loading.total > 0 && loading.loaded >= loading.total;
  const label = done ? 'starting Python' : `${megabytes(loading.loaded)} of ${megabytes(loading.total)} MB`;
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm text-neutral-700 dark:text-neutral-300">
      <span id="python-loading-label">Loading Python (Pyodide)</span>
      <progress
        aria-labelledby="python-loading-label"
        aria-valuetext={label}
        className="h-2 w-40 accent-primary-600"
        max={loading.total || 1}
        value={loading.loaded}
      />
      <span aria-hidden="true">{label}</span>
    </div>
  );
}

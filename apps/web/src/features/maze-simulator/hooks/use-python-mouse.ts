/** The page's Python mice: a runner factory for useMazeRun, and Python's download progress to show. */
import { useEffect, useState } from 'react';
import { pythonMice, type PythonLoading } from '../lib/python-mouse-runner.ts';

export function usePythonMouse() {
  const [loading, setLoading] = useState<PythonLoading | null>(null);
  const [mice] = useState(() => pythonMice(setLoading));
  // A worker kept for the next run is ended with the page.
  useEffect(() => () => mice.dispose(), [mice]);
  return { runner: mice.runner, loading };
}

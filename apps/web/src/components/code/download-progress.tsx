/** The runtime's download: a progress bar with the megabytes received, while the lab gets ready. */
import { useId } from 'react';

const megabytes = (bytes: number) => (bytes / 1_000_000).toFixed(1);

export function DownloadProgress({
  runtime,
  loaded,
  total,
}: {
  runtime: string;
  loaded: number;
  total: number;
}) {
  const id = useId();
  const label = total > 0 ? `${megabytes(loaded)} of ${megabytes(total)} MB` : 'starting';
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm text-neutral-700 dark:text-neutral-300">
      <label htmlFor={id}>Downloading {runtime}</label>
      <progress
        id={id}
        className="h-2 w-40 accent-primary-600"
        max={total || 1}
        value={loaded}
        aria-valuetext={label}
      />
      <span aria-hidden>{label}</span>
    </div>
  );
}

/**
 * What a list shows while its data is on the way, when the request failed (with a way to try again)
 * and when nothing matched. The loading state keeps roughly the list's height so the page does not
 * jump when the items arrive.
 */
import { RotateCcw, SearchX, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export function LoadingState({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-live="polite" className="mt-6">
      <span className="sr-only">{label}</span>
      <ul aria-hidden className="space-y-4">
        {Array.from({ length: rows }, (_, index) => (
          <li
            key={index}
            className="h-32 animate-pulse rounded-xl border border-neutral-200 bg-neutral-100 dark:border-neutral-800 dark:bg-neutral-900"
          />
        ))}
      </ul>
    </div>
  );
}

export function ErrorState({
  title,
  message,
  onRetry,
  retrying = false,
}: {
  title: string;
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <div
      role="alert"
      className="mt-6 rounded-xl border border-red-200 bg-red-50 p-5 dark:border-red-900 dark:bg-red-950/40"
    >
      <p className="font-semibold text-red-800 dark:text-red-200">{title}</p>
      <p className="mt-1 text-sm text-red-700 dark:text-red-300">{message}</p>
      <button
        type="button"
        onClick={onRetry}
        disabled={retrying}
        className="mt-4 inline-flex items-center gap-2 rounded-md border border-red-300 bg-white px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-100 disabled:opacity-60 dark:border-red-800 dark:bg-transparent dark:text-red-200 dark:hover:bg-red-900/40"
      >
        <RotateCcw aria-hidden className="size-4" />
        {retrying ? 'Trying again…' : 'Try again'}
      </button>
    </div>
  );
}

/** `icon` fits what is missing; the default, a crossed-out magnifier, fits a search that found nothing. */
export function EmptyState({
  title,
  icon: Icon = SearchX,
  children,
}: {
  title: string;
  icon?: LucideIcon;
  children?: ReactNode;
}) {
  return (
    <div className="mt-6 rounded-xl border border-dashed border-neutral-300 p-8 text-center dark:border-neutral-700">
      <Icon aria-hidden className="mx-auto size-8 text-neutral-500 dark:text-neutral-400" />
      <p className="mt-3 font-semibold text-neutral-900 dark:text-white">{title}</p>
      {children ? (
        <div className="mt-2 text-sm text-neutral-600 dark:text-neutral-300">{children}</div>
      ) : null}
    </div>
  );
}

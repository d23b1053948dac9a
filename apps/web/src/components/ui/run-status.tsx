/**
 * The one line where a lab says what its run is doing or how it ended. It is a polite live region
 * (role="status"), so a change is read out once; the room for one line is kept while it is empty, so
 * the page does not jump when it fills.
 */
import type { ReactNode } from 'react';

export function RunStatus({ children, failed = false }: { children: ReactNode; failed?: boolean }) {
  return (
    <p
      role="status"
      className={`min-h-6 text-sm font-medium ${
        failed ? 'text-red-700 dark:text-red-300' : 'text-primary-800 dark:text-primary-300'
      }`}
    >
      {children}
    </p>
  );
}

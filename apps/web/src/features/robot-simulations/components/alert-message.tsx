/** Why an action could not be done (an unreachable target, a path that cannot be planned), announced at once. */
export function AlertMessage({ children, className = '' }: { children: string; className?: string }) {
  return (
    <p
      role="alert"
      className={`rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200 ${className}`}
    >
      {children}
    </p>
  );
}

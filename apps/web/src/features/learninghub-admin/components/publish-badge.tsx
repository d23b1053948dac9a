/** Whether a domain or lesson is on the public learning hub, as a small coloured label. */
export function PublishBadge({
  published,
  hiddenByDomain = false,
}: {
  published: boolean;
  hiddenByDomain?: boolean;
}) {
  const [label, className] = !published
    ? ['Unpublished', 'bg-neutral-200 text-neutral-800 dark:bg-neutral-700 dark:text-neutral-100']
    : hiddenByDomain
      ? ['Published, domain hidden', 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100']
      : ['Published', 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100'];
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${className}`}
    >
      {label}
    </span>
  );
}

/**
 * A labelled progress bar with its figure as text ("3 of 5 topics completed"): `role="progressbar"`
 * with its value and range, so a screen reader says the same as the bar shows.
 */
export function ProgressBar({
  label,
  value,
  max,
  valueText,
  className = '',
}: {
  label: string;
  value: number;
  max: number;
  valueText: string;
  className?: string;
}) {
  const percent = max > 0 ? Math.round((value / max) * 100) : 0;
  return (
    <div className={className}>
      <div className="flex items-baseline justify-between gap-2 text-xs text-neutral-700 dark:text-neutral-300">
        <span>{label}</span>
        <span aria-hidden>{valueText}</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuenow={value}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuetext={valueText}
        className="mt-1 h-2 overflow-hidden rounded-full bg-neutral-200 dark:bg-neutral-800"
      >
        <div
          className="h-full rounded-full bg-primary-600 dark:bg-primary-400"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

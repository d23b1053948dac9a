export function WaitBar({ value }: { value: number }) {
  return (
    <div
      role="progressbar"
      aria-label="Preparing sign-in"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className="h-2 w-full overflow-hidden rounded-full bg-neutral-200 dark:bg-neutral-700"
    >
      <div className="h-full bg-primary-600 transition-[width] duration-200" style={{ width: `${value}%` }} />
    </div>
  );
}

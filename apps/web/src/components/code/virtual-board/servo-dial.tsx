/** The servo on the virtual board: a horn drawn at the angle its PWM pulse asks for. */
export function ServoDial({ angle, pin }: { angle: number | null; pin: number }) {
  // 0° points left, 180° right, as a servo horn seen from above.
  const radians = (((angle ?? 90) - 180) * Math.PI) / 180;
  const x = 50 + 38 * Math.cos(radians);
  const y = 50 + 38 * Math.sin(radians);
  return (
    <div className="flex items-center gap-3 text-xs text-neutral-800 dark:text-neutral-200">
      <svg
        viewBox="0 0 100 60"
        className="h-14 w-24 shrink-0"
        role="img"
        aria-label={`Servo (GP${pin}): ${angle === null ? 'no signal' : `${angle}°`}`}
      >
        <rect
          x="20"
          y="40"
          width="60"
          height="18"
          rx="3"
          className="fill-neutral-700 dark:fill-neutral-400"
        />
        <path
          d="M 12 50 A 38 38 0 0 1 88 50"
          className="fill-none stroke-neutral-400"
          strokeDasharray="2 3"
        />
        <line
          x1="50"
          y1="50"
          x2={x}
          y2={y}
          strokeWidth="6"
          strokeLinecap="round"
          className={angle === null ? 'stroke-neutral-400' : 'stroke-secondary-600 dark:stroke-secondary-400'}
        />
        <circle cx="50" cy="50" r="5" className="fill-white stroke-neutral-700" />
      </svg>
      <span aria-hidden>
        Servo GP{pin}: {angle === null ? 'no signal' : `${angle}°`}
      </span>
    </div>
  );
}

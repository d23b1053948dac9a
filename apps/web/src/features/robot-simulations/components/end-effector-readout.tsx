/**
 * Where the tool is: X, Y, Z in millimetres (three decimals shown, the full value in `data-value` for
 * anyone who needs it exactly) and, for the SCARA, the tool's yaw. The values follow every frame of
 * a move, so they are not read out as they change (an <output> is a live region by default): the
 * arm's position is announced once, when it comes to rest (move-announcement.tsx).
 */
import { endEffectorPosition, toolYaw } from '@tinkerlabs/kinematics/forward';
import type { RobotModel } from '@tinkerlabs/kinematics/robot-model';
import { radToDeg } from '@tinkerlabs/kinematics/angles';
import { useId } from 'react';
import { panelHeadingClass } from './field-styles.ts';

function Reading({ label, value, unit }: { label: string; value: number; unit: string }) {
  const id = useId();
  return (
    <div className="rounded-lg bg-neutral-100 px-3 py-2 dark:bg-neutral-800">
      <dt id={id} className="text-xs font-medium text-neutral-600 dark:text-neutral-300">
        {label}
      </dt>
      <dd className="mt-0.5 font-mono text-base text-neutral-900 tabular-nums dark:text-white">
        <output aria-labelledby={id} aria-live="off" data-value={String(value)}>
          {value.toFixed(3)}
        </output>{' '}
        <span className="text-xs text-neutral-600 dark:text-neutral-400">{unit}</span>
      </dd>
    </div>
  );
}

export function EndEffectorReadout({
  model,
  q,
  headingLevel = 2,
}: {
  model: RobotModel;
  q: readonly number[];
  /** A lesson's lab widget sits below the lesson's own headings. */
  headingLevel?: 2 | 3 | 4;
}) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const [x = 0, y = 0, z = 0] = endEffectorPosition(model, q);
  return (
    // Four across when its own box is wide enough (on the page, or beside a lesson's narrower widget).
    <section aria-labelledby={headingId} className="@container">
      <Heading id={headingId} className={panelHeadingClass}>
        Tool position
      </Heading>
      <dl className="mt-2 grid grid-cols-2 gap-2 @xl:grid-cols-4">
        <Reading label="End-effector X" value={x} unit="mm" />
        <Reading label="End-effector Y" value={y} unit="mm" />
        <Reading label="End-effector Z" value={z} unit="mm" />
        {model.id === 'scara' ? (
          <Reading label="Tool yaw" value={radToDeg(toolYaw(model, q))} unit="°" />
        ) : null}
      </dl>
    </section>
  );
}

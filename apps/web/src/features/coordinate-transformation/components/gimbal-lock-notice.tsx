/**
 * The live notice under the 3D view: at pitch ±90° it says that yaw and roll now turn about one axis and
 * which single angle is left; close to it, it warns that the angles become ill-conditioned. The status
 * region is always present so screen readers announce the notice when it appears.
 */
import { radToDeg } from '@tinkerlabs/kinematics/angles';
import type { EulerZyx } from '@tinkerlabs/kinematics/frames/euler-zyx';
import { gimbalState, lockedAngle } from '@tinkerlabs/kinematics/frames/gimbal-lock';
import { formatNumber } from '../lib/latex-format.ts';

export function GimbalLockNotice({ angles }: { angles: EulerZyx }) {
  const state = gimbalState(angles.pitch);
  return (
    <div role="status" aria-live="polite">
      {state === 'locked-up' || state === 'locked-down' ? (
        <div className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
          <p className="font-semibold">Gimbal lock: pitch is {state === 'locked-up' ? '+90°' : '−90°'}.</p>
          <p className="mt-1 text-sm leading-6">
            The roll axis (the body&apos;s x) now lies along the yaw axis (world z), so yaw and roll turn the
            aircraft about the same line. Only {state === 'locked-up' ? 'yaw − roll' : 'yaw + roll'} ={' '}
            {formatNumber(radToDeg(lockedAngle(state, angles.yaw, angles.roll)), 0)}° matters:{' '}
            {state === 'locked-up'
              ? 'raise yaw and roll by the same amount and nothing moves.'
              : 'raise yaw and lower roll by the same amount and nothing moves.'}
          </p>
        </div>
      ) : state === 'near' ? (
        <p className="rounded-lg border border-neutral-300 bg-neutral-50 p-3 text-sm text-neutral-800 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-200">
          Close to gimbal lock: the roll axis is within 15° of the yaw axis, so small turns of the aircraft
          need large changes of yaw and roll.
        </p>
      ) : null}
    </div>
  );
}

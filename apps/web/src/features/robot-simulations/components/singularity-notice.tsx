/**
 * A warning when the current pose is singular (or nearly so), in the words of the kinematics package.
 * It follows every frame of a move, so it is not a live region: the move's announcement says when
 * the arm comes to rest in a singular pose (move-announcement.tsx).
 */
import { singularity } from '@tinkerlabs/kinematics/jacobian';
import type { RobotModel } from '@tinkerlabs/kinematics/robot-model';
import { TriangleAlert } from 'lucide-react';
import { formatSignificant } from '@/lib/format-number.ts';

export function SingularityNotice({ model, q }: { model: RobotModel; q: readonly number[] }) {
  const state = singularity(model, [...q]);
  return (
    <div className="min-h-10">
      {state.singular ? (
        <p className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            <strong>Singular pose.</strong>{' '}
            {state.description ?? 'The arm has lost a direction of motion here.'}
          </span>
        </p>
      ) : (
        <p className="text-sm text-neutral-600 dark:text-neutral-400">
          No singularity: the tool can move in every direction this arm allows (distance from a singular pose{' '}
          {formatSignificant(state.measure, 3)}, on a scale from 0, singular, to 1, as far from one as this
          arm gets).
        </p>
      )}
    </div>
  );
}

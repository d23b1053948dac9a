/** The geometry of the arm in words: what it is, where it is used, its workspace, singularities and inverse kinematics. */
import type { RobotModel } from '@tinkerlabs/kinematics/robot-model';
import { robotExplanations } from '../lib/robot-explanations.ts';

export function RobotExplanation({ model }: { model: RobotModel }) {
  const text = robotExplanations[model.id];
  const parts = [
    ['Where it is used', text.uses],
    ['Workspace', text.workspace],
    ['Singularities', text.singularities],
    ['Inverse kinematics', text.inverse],
  ] as const;
  return (
    <section aria-labelledby="geometry-heading" className="max-w-3xl">
      <h2 id="geometry-heading" className="text-xl font-bold text-neutral-900 dark:text-white">
        How the {model.name} arm works
      </h2>
      <p className="mt-3 text-neutral-700 dark:text-neutral-300">{text.geometry}</p>
      <p className="mt-2 text-sm text-neutral-600 dark:text-neutral-400">
        Dimensions and limits: {model.basedOn}.
      </p>
      <dl className="mt-4 space-y-4">
        {parts.map(([title, body]) => (
          <div key={title}>
            <dt className="font-semibold text-neutral-900 dark:text-white">{title}</dt>
            <dd className="mt-1 text-neutral-700 dark:text-neutral-300">{body}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** One simulator or emulator: what it is, where it runs, its licence and where to get it. */
import type { Simulator } from '@tinkerlabs/contract/simulators';
import { ExternalLink } from '../shared/external-link.tsx';
import { TagList } from '../shared/tag-list.tsx';

export function SimulatorCard({ simulator }: { simulator: Simulator }) {
  const headingId = `simulator-${simulator.slug}`;
  const repositoryIsSite = simulator.repositoryUrl === simulator.url;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl border border-neutral-200 bg-white p-5 shadow-sm dark:border-neutral-800 dark:bg-neutral-900"
    >
      <h3 id={headingId} className="text-lg font-semibold text-neutral-900 dark:text-white">
        {simulator.name}
      </h3>
      <p className="mt-1 font-medium text-neutral-800 dark:text-neutral-200">{simulator.summary}</p>
      <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">{simulator.description}</p>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-neutral-600 dark:text-neutral-400">Runs on</dt>
          <dd className="font-medium text-neutral-900 dark:text-white">
            {simulator.platforms.length ? simulator.platforms.join(', ') : 'Not stated'}
          </dd>
        </div>
        <div>
          <dt className="text-neutral-600 dark:text-neutral-400">Licence</dt>
          <dd className="font-medium text-neutral-900 dark:text-white">
            {simulator.license ?? 'Not stated'}
          </dd>
        </div>
      </dl>
      <TagList tags={simulator.tags} />
      <p className="mt-4 flex flex-wrap gap-x-5 gap-y-1 text-sm">
        <ExternalLink href={simulator.url} context={`of ${simulator.name}`}>
          {repositoryIsSite ? 'Repository' : 'Website'}
        </ExternalLink>
        {simulator.repositoryUrl && !repositoryIsSite ? (
          <ExternalLink href={simulator.repositoryUrl} context={`of ${simulator.name}`}>
            Source code
          </ExternalLink>
        ) : null}
      </p>
    </article>
  );
}

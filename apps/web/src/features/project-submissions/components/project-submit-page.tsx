/**
 * /dashboard/projects/submit: a new project (sent for review at once), or `?id=` one of the
 * member's own to change, withdraw or submit again. What is typed is kept in this browser until the
 * server has it, so a reload or a failed submit loses nothing.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '@/components/ui/link.tsx';
import { secondaryButtonClass } from '@/components/ui/control-styles.ts';
import { ErrorState, LoadingState } from '@/components/ui/request-states.tsx';
import { myProjectQuery, useMyProject } from '../api/get-my-project.ts';
import { MemberProjectForm } from './member-project-form.tsx';

export function ProjectSubmitPage() {
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id');
  // A project just created keeps its form mounted (with its message) when its id enters the address.
  const [created, setCreated] = useState<{ id: string | null; session: number }>({ id: null, session: 0 });
  // Leaving a project for a blank address ("submit another") starts a new form.
  const [previousId, setPreviousId] = useState(id);
  if (id !== previousId) {
    setPreviousId(id);
    if (id === null) setCreated({ id: null, session: created.session + 1 });
  }
  const fresh = id === null || id === created.id;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-neutral-900 dark:text-white">
          {id ? 'Your Project' : 'Submit a Project'}
        </h1>
        {id ? (
          <Link to="/dashboard/projects/submit" className={secondaryButtonClass}>
            Submit another project
          </Link>
        ) : null}
      </div>
      <p className="mt-2 text-neutral-600 dark:text-neutral-300">
        Share a build with its parts, steps and code. An administrator reviews it before it is published.
      </p>
      <div className="mt-6">
        {fresh ? (
          <MemberProjectForm
            key={`new:${created.session}`}
            initial={null}
            onCreated={(project) => setCreated({ id: project.id, session: created.session })}
          />
        ) : (
          <ExistingProject key={id} id={id} />
        )}
      </div>
    </div>
  );
}

function ExistingProject({ id }: { id: string }) {
  const query = useMyProject(id);
  const queryClient = useQueryClient();
  // Wait for a fresh copy: the form starts from it, and a cached one could be behind the server.
  if (query.isPending || (query.isFetching && query.isStale && !query.isError))
    return <LoadingState label="Loading your project" rows={2} />;
  if (query.isError) {
    return (
      <ErrorState
        title="This project could not be opened"
        message={query.error.message}
        onRetry={() => void queryClient.invalidateQueries({ queryKey: myProjectQuery(id).queryKey })}
      />
    );
  }
  return <MemberProjectForm key={query.data.id} initial={query.data} />;
}

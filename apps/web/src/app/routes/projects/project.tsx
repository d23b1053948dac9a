/** /projects/:slug: a build with its difficulty, parts (priced, linked to their stores), steps and repository. */
import { useSuspenseQuery } from '@tanstack/react-query';
import { GitBranch } from 'lucide-react';
import { useParams } from 'react-router';
import { DocumentPage } from '@/components/content/document-page.tsx';
import { loadOrNotFound } from '@/lib/load-or-not-found.ts';
import { ExternalLink } from '@/components/ui/external-link.tsx';
import { projectQuery } from '@/features/projects/api/get-project.ts';
import { DifficultyBadge } from '@/features/projects/components/difficulty-badge.tsx';
import { formatHours } from '@/features/projects/lib/project-labels.ts';
import { projectCoverAlt } from '@/lib/cover-alt.ts';
import { PartsList, partsHeadingId } from '@/features/projects/components/parts-list.tsx';
import type { PageLoader } from '../../page-routes.ts';
import { Byline, TagLinks } from '@/components/content/content-meta.tsx';

export const loader: PageLoader = async ({ params, request }, queryClient) => {
  await loadOrNotFound(
    () => queryClient.ensureQueryData(projectQuery(params.slug!)),
    new URL(request.url).pathname,
  );
  return null;
};

export function Component() {
  const { data: project } = useSuspenseQuery(projectQuery(useParams().slug!));
  const headings = project.components.length
    ? [{ level: 2 as const, text: 'What you need', id: partsHeadingId }, ...project.headings]
    : project.headings;
  return (
    <DocumentPage
      trail={[{ to: '/projects', label: 'Projects' }]}
      title={project.title}
      lead={project.summary}
      details={
        <>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-neutral-700 dark:text-neutral-300">
            <DifficultyBadge difficulty={project.difficulty} />
            {project.estimatedHours ? <span>{formatHours(project.estimatedHours)}</span> : null}
            {project.repositoryUrl ? (
              <span className="inline-flex items-center gap-1">
                <GitBranch aria-hidden className="size-4" />
                <ExternalLink href={project.repositoryUrl}>Source code repository</ExternalLink>
              </span>
            ) : null}
          </p>
          <Byline author={project.author} date={project.publishedAt} minutes={project.readingMinutes} />
          <TagLinks tags={project.tags} listPath="/projects" />
        </>
      }
      cover={project.coverImage ? { src: project.coverImage, alt: projectCoverAlt(project.title) } : null}
      headings={headings}
      body={project.body}
      afterIntro={<PartsList components={project.components} />}
    />
  );
}

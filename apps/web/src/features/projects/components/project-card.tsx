/** A project in a list: its cover, difficulty, title, author and time to build, summary and topics. */
import type { ProjectSummary } from '@tinkerlabs/contract/projects';
import { ContentCard } from '@/components/content/content-card.tsx';
import { DifficultyBadge } from './difficulty-badge.tsx';
import { projectCoverAlt } from '@/lib/cover-alt.ts';
import { formatHours } from '../lib/project-labels.ts';
import { Byline, TagLinks } from '@/components/content/content-meta.tsx';

export function ProjectCard({
  project,
  headingLevel,
  first,
}: {
  project: ProjectSummary;
  headingLevel?: 2 | 3;
  /** The list's first card (see ContentCard). */
  first?: boolean;
}) {
  return (
    <ContentCard
      to={`/projects/${project.slug}`}
      title={project.title}
      summary={project.summary}
      headingLevel={headingLevel}
      first={first}
      image={
        project.coverImage
          ? { src: project.coverImage, alt: projectCoverAlt(project.title), kind: 'cover' }
          : null
      }
      label={
        <span className="flex flex-wrap items-center gap-2 text-xs text-neutral-600 dark:text-neutral-400">
          <DifficultyBadge difficulty={project.difficulty} />
          {project.estimatedHours ? <span>{formatHours(project.estimatedHours)}</span> : null}
        </span>
      }
      details={<Byline author={project.author} date={project.publishedAt} />}
      footer={<TagLinks tags={project.tags} listPath="/projects" />}
    />
  );
}

/** The project gallery: difficulty and topic filters above a page of projects, all kept in the address. */
import { difficulties } from '@tinkerlabs/contract/vocabularies';
import { useQuery } from '@tanstack/react-query';
import { cardGridClass } from '@/components/content/content-card.tsx';
import { TagFilter } from '@/components/content/tag-filter.tsx';
import { FilterSelect } from '@/components/ui/filter-select.tsx';
import { PagedResults } from '@/components/ui/paged-results.tsx';
import { useListParams } from '@/lib/list-params.ts';
import { projectsQuery } from '../api/get-projects.ts';
import { projectFilterNames, projectFiltersFrom } from '../lib/projects-filters.ts';
import { difficultyLabels } from '../lib/project-labels.ts';
import { ProjectCard } from './project-card.tsx';

const difficultyOptions = difficulties.map((value) => ({ value, label: difficultyLabels[value] }));

export function ProjectList() {
  const { params, search, change } = useListParams(projectFilterNames);
  const projects = useQuery(projectsQuery(projectFiltersFrom(search)));
  return (
    <section aria-label="Projects" className="mt-8">
      <div className="grid gap-4 sm:grid-cols-2 lg:max-w-2xl">
        <FilterSelect
          label="Difficulty"
          value={params.difficulty}
          allLabel="All levels"
          options={difficultyOptions}
          onChange={(difficulty) => change({ difficulty })}
        />
        <TagFilter value={params.tag} onChange={(tag) => change({ tag })} />
      </div>
      <PagedResults
        query={projects}
        noun={['project', 'projects']}
        emptyHint="Choose All levels or All topics to see more."
      >
        {(items) => (
          <ul className={cardGridClass}>
            {items.map((project, index) => (
              <li key={project.slug}>
                <ProjectCard project={project} first={index === 0} />
              </li>
            ))}
          </ul>
        )}
      </PagedResults>
    </section>
  );
}

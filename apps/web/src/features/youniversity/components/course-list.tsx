/** The YoUniversity catalogue: level and topic filters above a page of courses, kept in the address. */
import { levels } from '@tinkerlabs/contract/vocabularies';
import { useQuery } from '@tanstack/react-query';
import { cardGridClass } from '@/components/content/content-card.tsx';
import { TagFilter } from '@/components/content/tag-filter.tsx';
import { FilterSelect } from '@/components/ui/filter-select.tsx';
import { PagedResults } from '@/components/ui/paged-results.tsx';
import { labelFromSlug } from '@/lib/label-from-slug.ts';
import { useListParams } from '@/lib/list-params.ts';
import { coursesQuery } from '../api/get-courses.ts';
import { courseFilterNames, courseFiltersFrom } from '../lib/courses-filters.ts';
import { CourseCard } from './course-card.tsx';

const levelOptions = levels.map((value) => ({ value, label: labelFromSlug(value) }));

export function CourseList() {
  const { params, search, change } = useListParams(courseFilterNames);
  const courses = useQuery(coursesQuery(courseFiltersFrom(search)));
  return (
    <section aria-label="Courses" className="mt-8">
      <div className="grid gap-4 sm:grid-cols-2 lg:max-w-2xl">
        <FilterSelect
          label="Level"
          value={params.level}
          allLabel="All levels"
          options={levelOptions}
          onChange={(level) => change({ level })}
        />
        <TagFilter value={params.tag} onChange={(tag) => change({ tag })} />
      </div>
      <PagedResults query={courses} noun={['course', 'courses']} emptyHint="Choose All levels or All topics.">
        {(items) => (
          <ul className={`${cardGridClass} lg:grid-cols-2`}>
            {items.map((course) => (
              <li key={course.slug}>
                <CourseCard course={course} />
              </li>
            ))}
          </ul>
        )}
      </PagedResults>
    </section>
  );
}

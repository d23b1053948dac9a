/** A few YoUniversity courses, for the knowledge hub's overview. */
import { useQuery } from '@tanstack/react-query';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/request-states.tsx';
import { courseHighlightsQuery } from '../api/get-course-highlights.ts';
import { CourseCard } from './course-card.tsx';

export function CourseHighlights() {
  const courses = useQuery(courseHighlightsQuery);
  if (courses.isPending) return <LoadingState label="Loading courses…" rows={2} />;
  if (courses.isError) {
    return (
      <ErrorState
        title="The courses could not be loaded."
        message={courses.error.message}
        onRetry={() => void courses.refetch()}
        retrying={courses.isFetching}
      />
    );
  }
  if (courses.data.items.length === 0) return <EmptyState title="No courses are listed yet." />;
  return (
    <ul className="mt-6 grid gap-4 lg:grid-cols-2">
      {courses.data.items.map((course) => (
        <li key={course.slug}>
          <CourseCard course={course} headingLevel={3} />
        </li>
      ))}
    </ul>
  );
}

/** /youniversity: free university-level courses in electronics, computing, control and machine learning. */
import { tagsQuery } from '@/components/content/tags-query.ts';
import { SectionIntro } from '@/components/section-intro.tsx';
import { coursesQuery } from '@/features/youniversity/api/get-courses.ts';
import { courseFiltersFrom } from '@/features/youniversity/lib/courses-filters.ts';
import { CourseList } from '@/features/youniversity/components/course-list.tsx';
import type { PageLoader } from '../page-routes.ts';

export const loader: PageLoader = ({ request }, queryClient) => {
  void queryClient.prefetchQuery(coursesQuery(courseFiltersFrom(new URL(request.url).searchParams)));
  void queryClient.prefetchQuery(tagsQuery); // the topic filter's choices
  return null;
};

export function Component() {
  return (
    <SectionIntro
      title="YoUniversity"
      intro="Free university courses, chosen to take you from circuits and programming to control, robotics and machine learning. Lectures, notes and exercises from the universities themselves."
    >
      <CourseList />
    </SectionIntro>
  );
}

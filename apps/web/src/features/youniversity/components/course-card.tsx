/** A course: provider, instructors, level and length, what it covers, and the link to take it. */
import type { Course } from '@tinkerlabs/contract/youniversity';
import { Badge } from '@/components/content/content-card.tsx';
import { cardClass } from '@/components/ui/control-styles.ts';
import { ExternalLink } from '@/components/ui/external-link.tsx';
import { labelFromSlug } from '@/lib/label-from-slug.ts';

export function CourseCard({ course, headingLevel = 2 }: { course: Course; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={`flex h-full flex-col ${cardClass}`}>
      <p className="mb-2 flex flex-wrap gap-2">
        <Badge tone="blue">{labelFromSlug(course.level)}</Badge>
        {course.durationHours ? <Badge>About {course.durationHours} hours</Badge> : null}
      </p>
      <Heading className="text-lg font-semibold text-neutral-900 dark:text-white">{course.title}</Heading>
      <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">
        {course.provider}
        {course.instructors.length ? ` · ${course.instructors.join(', ')}` : ''}
      </p>
      <p className="mt-3 text-sm text-neutral-600 dark:text-neutral-300">{course.summary}</p>
      {course.topics.length ? (
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-neutral-700 dark:text-neutral-300">
          {course.topics.map((topic) => (
            <li key={topic}>{topic}</li>
          ))}
        </ul>
      ) : null}
      <p className="mt-auto pt-4 text-sm">
        <ExternalLink href={course.url} context={course.title}>
          Take the course
        </ExternalLink>
      </p>
    </article>
  );
}

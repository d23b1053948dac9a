/**
 * "Learn the theory" on a lab page: the lessons that use this lab (its widget, code cells it runs, or
 * a link to it), found by the API from the lessons themselves. The first few are listed, the rest
 * behind "… more lessons". The lab is the page's own address, so a page only places the card.
 */
import { labPageOf } from '@tinkerlabs/contract/lab-pages';
import type { LabLesson } from '@tinkerlabs/contract/lab-lessons';
import { useQuery } from '@tanstack/react-query';
import { GraduationCap } from 'lucide-react';
import { useId } from 'react';
import { useLocation } from 'react-router';
import { Link } from '@/components/ui/link.tsx';
import { cardClass, textLinkClass } from '@/components/ui/control-styles.ts';
import { labLessonsQuery } from '../api/get-lab-lessons.ts';

/** How many lessons show before "… more lessons". */
const shownFirst = 4;

function LessonLinks({ lessons }: { lessons: readonly LabLesson[] }) {
  return (
    <ul className="space-y-2">
      {lessons.map((lesson) => (
        <li key={`${lesson.domain.slug}/${lesson.slug}`}>
          <Link
            to={`/learninghub/${lesson.domain.slug}/${lesson.slug}`}
            className={`${textLinkClass} inline-block py-0.5`}
          >
            {lesson.title}
          </Link>
          <span className="block text-xs text-neutral-600 dark:text-neutral-400">{lesson.domain.title}</span>
        </li>
      ))}
    </ul>
  );
}

export function LearnTheory({ className = '' }: { className?: string }) {
  const headingId = useId();
  const lab = labPageOf(useLocation().pathname);
  const query = useQuery({ ...labLessonsQuery(lab ?? ''), enabled: lab !== null });
  if (!lab) return null;
  const lessons = query.data?.lessons ?? [];
  return (
    <section aria-labelledby={headingId} className={`${cardClass} ${className}`}>
      <h2
        id={headingId}
        className="flex items-center gap-2 text-base font-semibold text-neutral-900 dark:text-white"
      >
        <GraduationCap aria-hidden className="size-5 text-primary-700 dark:text-primary-400" />
        Learn the theory
      </h2>
      {query.isPending ? (
        <p role="status" className="mt-2 text-sm text-neutral-600 dark:text-neutral-400">
          Finding the lessons that use this lab…
        </p>
      ) : query.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
          The lessons could not be loaded.{' '}
          <button type="button" className="font-semibold underline" onClick={() => void query.refetch()}>
            Try again
          </button>
        </p>
      ) : lessons.length === 0 ? (
        <p className="mt-2 text-sm text-neutral-600 dark:text-neutral-400">
          No lesson uses this lab yet. The{' '}
          <Link to="/learninghub" className={textLinkClass}>
            Learning Hub
          </Link>{' '}
          has the theory behind every lab.
        </p>
      ) : (
        <>
          <p className="mt-1 mb-3 text-sm text-neutral-600 dark:text-neutral-400">
            {lessons.length === 1 ? 'The lesson' : `The ${lessons.length} lessons`} that use this lab.
          </p>
          <LessonLinks lessons={lessons.slice(0, shownFirst)} />
          {lessons.length > shownFirst ? (
            <details className="mt-3">
              <summary className="cursor-pointer py-1 text-sm font-medium text-secondary-700 dark:text-secondary-300">
                {lessons.length - shownFirst} more {lessons.length - shownFirst === 1 ? 'lesson' : 'lessons'}
              </summary>
              <div className="mt-2">
                <LessonLinks lessons={lessons.slice(shownFirst)} />
              </div>
            </details>
          ) : null}
        </>
      )}
    </section>
  );
}

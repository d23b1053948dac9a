/**
 * /labs/programming: the four language pages from the API, and a short guide to which language fits
 * which part of a project.
 */
import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { Link } from '@/components/ui/link.tsx';
import { cardClass } from '@/components/ui/control-styles.ts';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/request-states.tsx';
import { programmingLanguagesQuery } from '../../api/get-programming-languages.ts';

const whenToUse: [string, string][] = [
  [
    'C++',
    'Firmware with hard timing: motor control loops at kilohertz rates, drivers, interrupt handlers, anything that must fit in a few kilobytes. The Arduino core, ESP-IDF, the Pico SDK and Zephyr all speak it.',
  ],
  [
    'MicroPython',
    'Trying a sensor or a wiring idea in minutes: type at the prompt on the board, no compile-and-flash cycle. Good for teaching and for slow, high-level logic on a microcontroller.',
  ],
  [
    'Python',
    'The computer side: simulating and tuning an algorithm before it goes on a board, analysing logs, talking to the board over a serial port, and training agents and models.',
  ],
  [
    'TinyML',
    'When a rule is too hard to write by hand (a gesture, a wake word, an unusual vibration): train a small model on a computer, quantise it to 8-bit integers and run it on the microcontroller.',
  ],
];

export function ProgrammingOverview() {
  const languages = useQuery(programmingLanguagesQuery);

  return (
    <>
      <section aria-labelledby="languages-heading" className="mt-10">
        <h2 id="languages-heading" className="text-xl font-bold text-neutral-900 dark:text-white">
          Languages
        </h2>
        {languages.isPending ? (
          <LoadingState label="Loading the programming pages…" rows={2} />
        ) : languages.isError ? (
          <ErrorState
            title="The programming pages could not be loaded."
            message={languages.error.message}
            onRetry={() => void languages.refetch()}
            retrying={languages.isFetching}
          />
        ) : languages.data.items.length === 0 ? (
          <EmptyState title="No programming page has been published." />
        ) : (
          <ul className="mt-4 grid gap-4 md:grid-cols-2">
            {languages.data.items.map((language) => (
              <li key={language.slug}>
                <Link
                  to={`/labs/programming/${language.slug}`}
                  className={`${cardClass} group flex h-full flex-col transition hover:border-primary-400 hover:shadow-md dark:hover:border-primary-600`}
                >
                  <span className="flex items-center justify-between gap-2 text-lg font-semibold text-neutral-900 dark:text-white">
                    {language.name}
                    <ArrowRight
                      aria-hidden
                      className="size-5 shrink-0 text-primary-600 transition group-hover:translate-x-0.5 dark:text-primary-400"
                    />
                  </span>
                  <span className="mt-1 block text-sm text-neutral-700 dark:text-neutral-300">
                    {language.summary}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="which-heading" className="mt-12 max-w-3xl">
        <h2 id="which-heading" className="text-xl font-bold text-neutral-900 dark:text-white">
          Which one for which job
        </h2>
        <p className="mt-2 text-neutral-700 dark:text-neutral-300">
          Most projects use more than one: an algorithm is worked out in Python on a computer, then written in
          C++ or MicroPython for the board.
        </p>
        <dl className="mt-4 space-y-4">
          {whenToUse.map(([language, use]) => (
            <div key={language}>
              <dt className="font-semibold text-neutral-900 dark:text-white">{language}</dt>
              <dd className="mt-1 text-neutral-700 dark:text-neutral-300">{use}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}

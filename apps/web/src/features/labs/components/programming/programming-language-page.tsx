/**
 * A programming page (/labs/programming/cpp …): the summary, the introduction, the example programs
 * and the references, with a table of contents that covers all of them. A lab that runs code passes
 * its playground as `renderPlayground`: the tool comes first, right under the title, and the text
 * follows it; each example program gets a "Try it" button that loads it into the playground.
 */
import { useSuspenseQuery } from '@tanstack/react-query';
import type { CodeExample } from '@tinkerlabs/contract/programming';
import { useCallback, useState, type ReactNode } from 'react';
import type { Crumb } from '@/components/content/breadcrumbs.tsx';
import { DocumentPage } from '@/components/content/document-page.tsx';
import { programmingLanguageQuery } from '../../api/get-programming-language.ts';
import { exampleId, programmingPageHeadings } from '../../lib/programming-headings.ts';
import { ExampleProgram } from './example-program.tsx';
import { ReferenceList } from './reference-list.tsx';

const trail: Crumb[] = [
  { to: '/labs', label: 'Labs' },
  { to: '/labs/programming', label: 'Programming' },
];

export interface ProgrammingLanguagePageProps {
  slug: string;
  /** The page's heading (the API names the language; the heading says what the page is about). */
  title: string;
  /** The language of the example programs, for their captions. */
  codeLanguage: string;
  renderPlayground?: (page: { examples: CodeExample[]; loadRequest: CodeExample | null }) => ReactNode;
  /** A card beside the text, above its contents (the lab's "Learn the theory"). */
  aside?: ReactNode;
}

export function ProgrammingLanguagePage({
  slug,
  title,
  codeLanguage,
  renderPlayground,
  aside,
}: ProgrammingLanguagePageProps) {
  // The route's loader has the page in the cache (or has shown the error view) before this renders.
  const { data } = useSuspenseQuery(programmingLanguageQuery(slug));
  const [loadRequest, setLoadRequest] = useState<CodeExample | null>(null);
  const tryExample = useCallback((example: CodeExample) => {
    setLoadRequest({ ...example }); // a new object each time: the same example can be loaded again
    const playground = document.getElementById('playground');
    playground?.scrollIntoView({ block: 'start' });
    playground?.querySelector<HTMLElement>('[contenteditable]')?.focus({ preventScroll: true });
  }, []);
  const headings = programmingPageHeadings(data);
  return (
    <DocumentPage
      trail={trail}
      title={title}
      lead={data.summary}
      headings={
        renderPlayground ? [{ level: 2, text: 'Playground', id: 'playground' }, ...headings] : headings
      }
      body={data.introduction}
      aside={aside}
      tool={
        renderPlayground ? (
          <section id="playground" aria-labelledby="playground-heading" className="mt-8 scroll-mt-20">
            <h2 id="playground-heading" className="sr-only">
              Playground
            </h2>
            {renderPlayground({ examples: data.examples, loadRequest })}
          </section>
        ) : undefined
      }
      // The example programs start below the first screen: `content-visibility: auto` leaves their
      // layout until they are scrolled near. Their text stays in the page for search, find-in-page and
      // screen readers.
      afterBody={
        <div className="rich-text [contain-intrinsic-size:auto_1600px] [content-visibility:auto]">
          {data.examples.length > 0 ? (
            <>
              <h2 id="examples">Example programs</h2>
              <p>Each program is complete and runs as it stands; the comments explain each step.</p>
              {data.examples.map((example) => (
                <ExampleProgram
                  key={example.title}
                  example={example}
                  id={exampleId(example.title)}
                  language={codeLanguage}
                  onTry={renderPlayground ? () => tryExample(example) : undefined}
                />
              ))}
            </>
          ) : null}
          <ReferenceList references={data.references} />
        </div>
      }
    />
  );
}

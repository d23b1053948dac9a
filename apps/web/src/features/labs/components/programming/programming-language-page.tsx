/**
 * A programming page (/labs/programming/cpp …): the summary, the introduction, the example programs
 * and the references, with a table of contents that covers all of them.
 */
import { useSuspenseQuery } from '@tanstack/react-query';
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
}

export function ProgrammingLanguagePage({ slug, title, codeLanguage }: ProgrammingLanguagePageProps) {
  // The route's loader has the page in the cache (or has shown the error view) before this renders.
  const { data } = useSuspenseQuery(programmingLanguageQuery(slug));
  return (
    <DocumentPage
      trail={trail}
      title={title}
      lead={data.summary}
      headings={programmingPageHeadings(data)}
      body={data.introduction}
      afterBody={
        <div className="rich-text">
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

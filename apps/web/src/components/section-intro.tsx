/** A page's heading and the sentence saying what the section is for. */
import type { ReactNode } from 'react';
import { PageMeta } from './page-meta.tsx';

/** `pageTitle` names the page in the document title when the heading says more (e.g. already has the site name). */
export function SectionIntro({
  title,
  pageTitle = title,
  intro,
  before,
  children,
}: {
  title: string;
  pageTitle?: string;
  intro: string;
  /** Above the heading, such as breadcrumbs. */
  before?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
      <PageMeta title={pageTitle} description={intro} />
      {before ? <div className="mb-4">{before}</div> : null}
      <h1 className="text-3xl font-bold tracking-tight text-neutral-900 sm:text-4xl dark:text-white">
        {title}
      </h1>
      <p className="mt-4 max-w-3xl text-lg text-neutral-600 dark:text-neutral-300">{intro}</p>
      {children}
    </div>
  );
}

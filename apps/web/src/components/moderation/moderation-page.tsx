/**
 * The frame of an administrator's moderation page (Manage Stores, Review Items …): its title as the
 * page's heading and document title, a link or two beside the heading, an introduction, and the
 * list or queue below.
 */
import type { ReactNode } from 'react';
import { PageMeta } from '@/components/page-meta.tsx';

export function ModerationPage({
  title,
  description,
  actions,
  intro,
  children,
}: {
  title: string;
  /** For the document's description. */
  description: string;
  /** Links beside the heading (e.g. to the review queue). */
  actions?: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const heading = (
    <h1 className="text-3xl font-bold tracking-tight text-neutral-900 dark:text-white">{title}</h1>
  );
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageMeta title={title} description={description} noIndex />
      {actions ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {heading}
          {actions}
        </div>
      ) : (
        heading
      )}
      {intro ? <p className="mt-2 text-neutral-600 dark:text-neutral-300">{intro}</p> : null}
      {children}
    </div>
  );
}

/**
 * A card on the home page: an optional 16:9 picture (lazy, its box sized before it loads; a seed
 * drawing in its dark variant in dark mode), title
 * link, one line of details, summary and an optional last line.
 * Deliberately plainer than the list pages' cards, which carry more than the home page needs on its
 * first load.
 */
import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link.tsx';
import { ThemedImage } from '@/components/content/themed-image.tsx';

export function Teaser({
  to,
  title,
  details,
  summary,
  footer,
  image,
}: {
  image?: { src: string; alt: string } | null;
  to: string;
  title: string;
  details: string;
  summary: string;
  footer?: ReactNode;
}) {
  return (
    <article className="flex h-full flex-col rounded-xl border border-neutral-200 bg-white p-5 shadow-sm dark:border-neutral-800 dark:bg-neutral-900">
      {image ? (
        <ThemedImage
          src={image.src}
          alt={image.alt}
          width={800}
          height={450}
          loading="lazy"
          decoding="async"
          className="mb-4 aspect-video w-full rounded-lg border border-neutral-200 bg-neutral-50 object-contain dark:border-neutral-700 dark:bg-neutral-800"
        />
      ) : null}
      <h3 className="text-lg font-semibold text-neutral-900 dark:text-white">
        <Link to={to} className="hover:text-primary-700 hover:underline dark:hover:text-primary-400">
          {title}
        </Link>
      </h3>
      <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">{details}</p>
      <p className="mt-3 text-sm text-neutral-600 dark:text-neutral-300">{summary}</p>
      {footer ? (
        <p className="mt-auto pt-4 text-sm text-neutral-700 dark:text-neutral-300">{footer}</p>
      ) : null}
    </article>
  );
}

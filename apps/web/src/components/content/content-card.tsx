/**
 * A card in a content list: an optional picture (a cover or a logo), its title as the link, then
 * details, summary and a footer (tags, links).
 */
import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link.tsx';
import { cardClass } from '../ui/control-styles.ts';
import { ThemedImage } from './themed-image.tsx';

/**
 * A card's picture. Covers sit in a 16:9 box and logos in a short strip, whatever the file's own
 * proportions, so the card's height is known before the image arrives (no layout shift).
 */
export interface CardImage {
  src: string;
  alt: string;
  kind: 'cover' | 'logo';
}

const imageSizes = {
  cover: {
    width: 800,
    height: 450,
    className:
      'mb-4 aspect-video w-full rounded-lg border border-neutral-200 bg-neutral-50 object-contain dark:border-neutral-700 dark:bg-neutral-900',
  },
  logo: { width: 360, height: 120, className: 'mb-3 aspect-[3/1] h-12 w-auto rounded-md object-contain' },
} as const;

export interface ContentCardProps {
  to: string;
  title: string;
  summary: string;
  /** h2 in a page's main list, h3 under a section heading. */
  headingLevel?: 2 | 3;
  /** A small label above the title, such as a difficulty or a kind of resource. */
  label?: ReactNode;
  details?: ReactNode;
  footer?: ReactNode;
  image?: CardImage | null;
  /**
   * The list's first card: its picture is likely above the fold and the page's largest paint, so it
   * is fetched at once and first, not lazily.
   */
  first?: boolean;
}

export function ContentCard({
  to,
  title,
  summary,
  headingLevel = 2,
  label,
  details,
  footer,
  image,
  first = false,
}: ContentCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const size = image ? imageSizes[image.kind] : null;
  // A cover (a drawing) follows the colour mode; a logo keeps its brand's colours.
  const Picture = image?.kind === 'cover' ? ThemedImage : 'img';
  return (
    <article className={`flex h-full flex-col ${cardClass}`}>
      {image && size ? (
        <Picture
          src={image.src}
          alt={image.alt}
          width={size.width}
          height={size.height}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'auto'}
          decoding="async"
          className={size.className}
        />
      ) : null}
      {label ? <div className="mb-2">{label}</div> : null}
      <Heading className="text-lg font-semibold text-neutral-900 dark:text-white">
        <Link to={to} className="hover:text-primary-700 hover:underline dark:hover:text-primary-400">
          {title}
        </Link>
      </Heading>
      {details ? <div className="mt-1">{details}</div> : null}
      <p className="mt-3 text-sm text-neutral-600 dark:text-neutral-300">{summary}</p>
      {footer ? <div className="mt-auto pt-4">{footer}</div> : null}
    </article>
  );
}

/** The grid the cards of a list sit in: one column on phones, up to three on wide screens. */
export const cardGridClass = 'mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

/** A small coloured label: a difficulty, a kind, "Free". */
export function Badge({
  children,
  tone = 'neutral',
}: {
  children: ReactNode;
  tone?: 'neutral' | 'green' | 'blue' | 'amber';
}) {
  const tones = {
    neutral: 'bg-neutral-100 text-neutral-700 dark:bg-neutral-800 dark:text-neutral-300',
    green: 'bg-primary-100 text-primary-800 dark:bg-primary-900 dark:text-primary-100',
    blue: 'bg-secondary-100 text-secondary-800 dark:bg-secondary-900 dark:text-secondary-100',
    amber: 'bg-amber-100 text-amber-800 dark:bg-amber-900 dark:text-amber-100',
  };
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[tone]}`}>
      {children}
    </span>
  );
}

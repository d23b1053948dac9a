/** A link to another site (datasheet, product page, repository), marked as leaving TinkerLabs. */
import { ExternalLink as ExternalIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { textLinkClass } from '@/components/ui/control-styles.ts';

export function ExternalLink({
  href,
  children,
  context,
}: {
  href: string;
  children: ReactNode;
  /** Said after the visible text to screen readers, e.g. the item's name: "Datasheet of MPU-6050". */
  context?: string;
}) {
  return (
    <a href={href} rel="noopener noreferrer" className={`inline-flex items-center gap-1 ${textLinkClass}`}>
      {children}
      {context ? <span className="sr-only">{` ${context}`}</span> : null}
      <ExternalIcon aria-hidden className="size-3.5 shrink-0" />
    </a>
  );
}

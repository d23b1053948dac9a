/**
 * A public page shown inside another page, as a review queue shows a submission "as it will appear":
 * inside a preview the page's title is a level-2 heading (the host page keeps the one h1) and the
 * page does not set the document's title or description.
 */
import type { ReactNode } from 'react';
import { InPreview } from './preview-context.ts';

export function PreviewFrame({ children }: { children: ReactNode }) {
  return <InPreview.Provider value={true}>{children}</InPreview.Provider>;
}

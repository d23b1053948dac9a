/**
 * A code cell or an exercise inside a document, with the page its progress and edits are kept
 * under (none inside a preview, which records nothing).
 */
import type { InteractiveBlockProps } from '@/components/rich-text/interactive-blocks-context.ts';
import { useInPreview } from '@/components/content/preview-context.ts';
import { useLocation } from 'react-router';
import { CodeCell } from './code-cell.tsx';
import { Exercise } from './exercise.tsx';

export function LessonBlock({ node, exerciseNumber, renderBlocks }: InteractiveBlockProps) {
  const { pathname } = useLocation();
  const page = useInPreview() ? null : pathname.replace(/\/+$/, '') || '/';
  if (node.type === 'codeCell') return <CodeCell node={node} page={page} />;
  if (node.type === 'exercise')
    return <Exercise node={node} number={exerciseNumber} page={page} renderBlocks={renderBlocks} />;
  return null;
}

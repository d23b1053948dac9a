/**
 * How the app renders a document's interactive blocks: code cells and exercises come from the
 * lessons feature, lab widgets from each lab's feature. Each is loaded with the first document that
 * holds one (the server's render waits for it; the browser keeps the server's markup until it is
 * there), so pages without such blocks never download them.
 */
import { lazy, Suspense } from 'react';
import type { InteractiveBlockProps } from '@/components/rich-text/interactive-blocks-context.ts';
import { StaticBlock } from '@/components/rich-text/interactive-blocks.tsx';

const LessonBlock = lazy(() =>
  import('@/features/lessons/components/lesson-block.tsx').then((module) => ({
    default: module.LessonBlock,
  })),
);

const LabWidget = lazy(() => import('./lab-widgets/lab-widget.tsx'));

export function AppInteractiveBlock(props: InteractiveBlockProps) {
  return (
    <Suspense fallback={<StaticBlock {...props} />}>
      {props.node.type === 'labWidget' ? <LabWidget attrs={props.node.attrs} /> : <LessonBlock {...props} />}
    </Suspense>
  );
}

/**
 * How the app renders a document's interactive blocks: code cells and exercises come from the
 * lessons feature, lab widgets from each lab's feature (interactive-block-modules.ts). Their code
 * loads with the first document that holds one, never with the app's entry; a page the server
 * rendered with such blocks loads it before hydrating (interactive-blocks-loader.ts), so the blocks
 * hydrate with the rest of the page and the server's markup stays inert until the app owns all of it.
 */
import { lazy, Suspense } from 'react';
import type { InteractiveBlockProps } from '@/components/rich-text/interactive-blocks-context.ts';
import { StaticBlock } from '@/components/rich-text/interactive-blocks.tsx';
import { loadBlockModules, loadedBlockModules } from './interactive-block-modules.ts';

const LazyBlock = lazy(() => loadBlockModules().then(() => ({ default: LoadedBlock })));

function LoadedBlock(props: InteractiveBlockProps) {
  const { lesson, widget } = loadedBlockModules()!;
  return props.node.type === 'labWidget' ? (
    <widget.default attrs={props.node.attrs} />
  ) : (
    <lesson.LessonBlock {...props} />
  );
}

export function AppInteractiveBlock(props: InteractiveBlockProps) {
  return (
    <Suspense fallback={<StaticBlock {...props} />}>
      {loadedBlockModules() ? <LoadedBlock {...props} /> : <LazyBlock {...props} />}
    </Suspense>
  );
}

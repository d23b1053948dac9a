/**
 * The code of the interactive blocks (the lessons feature's cells and exercises, the lab widgets),
 * loaded once; when it is here, blocks render without suspending.
 */
import type * as LessonBlockModule from '@/features/lessons/components/lesson-block.tsx';
import type * as LabWidgetModule from './lab-widgets/lab-widget.tsx';

export type BlockModules = { lesson: typeof LessonBlockModule; widget: typeof LabWidgetModule };

let modules: BlockModules | null = null;
let loading: Promise<BlockModules> | null = null;

export function loadBlockModules(): Promise<BlockModules> {
  loading ??= Promise.all([
    import('@/features/lessons/components/lesson-block.tsx'),
    import('./lab-widgets/lab-widget.tsx'),
  ]).then(([lesson, widget]) => (modules = { lesson, widget }));
  return loading;
}

export const loadedBlockModules = () => modules;

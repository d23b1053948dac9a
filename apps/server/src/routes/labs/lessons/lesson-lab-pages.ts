/** Which lab pages a lesson uses, from what it holds (lab-lesson-queries.ts): its widgets, code cells and links. */
import {
  codeCellLabPaths,
  labPageOf,
  labWidgetPaths,
  robotArmLabPaths,
} from '@tinkerlabs/contract/lab-pages';
import type { LessonLabUses } from './lab-lesson-queries.ts';

const pathIn = <Paths extends Record<string, string>>(paths: Paths, key: string): string | undefined =>
  Object.hasOwn(paths, key) ? paths[key] : undefined;

/**
 * @example labPagesOfLesson({ widgetKinds: ['maze'], robotArms: [], codeLanguages: ['python'], links: [] })
 * // Set { '/labs/simulators/maze-simulators', '/labs/programming/python' }
 */
export function labPagesOfLesson(
  uses: Pick<LessonLabUses, 'widgetKinds' | 'robotArms' | 'codeLanguages' | 'links'>,
): Set<string> {
  const found = [
    ...uses.widgetKinds.map((kind) => pathIn(labWidgetPaths, kind)),
    ...uses.robotArms.map((arm) => pathIn(robotArmLabPaths, arm)),
    ...uses.codeLanguages.map((language) => pathIn(codeCellLabPaths, language)),
    ...uses.links.map((href) => labPageOf(href) ?? undefined),
  ];
  return new Set(found.filter((path) => path !== undefined));
}

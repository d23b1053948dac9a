/** How project pages name a difficulty and the time a build takes. */
import type { Difficulty } from '@tinkerlabs/contract/projects';

export const difficultyLabels: Record<Difficulty, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

/** "About 4 hours to build" */
export function formatHours(hours: number): string {
  return `About ${hours} ${hours === 1 ? 'hour' : 'hours'} to build`;
}

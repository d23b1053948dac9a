/** How the dashboard names a project's difficulty and the time a build takes (as the public page does). */
import type { Difficulty } from '@tinkerlabs/contract/projects';

export const difficultyLabels: Record<Difficulty, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

export const difficultyTones = { beginner: 'green', intermediate: 'blue', advanced: 'amber' } as const;

/** "About 4 hours to build" */
export const hoursToBuild = (hours: number) => `About ${hours} ${hours === 1 ? 'hour' : 'hours'} to build`;

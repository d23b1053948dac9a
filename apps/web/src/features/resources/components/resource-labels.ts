/** Names of resource kinds, collections and levels as the pages show them. */
import type { levels, resourceCollections, resourceKinds } from '@tinkerlabs/contract/resources';

export const kindLabels: Record<(typeof resourceKinds)[number], string> = {
  book: 'Book',
  paper: 'Paper',
  course: 'Course',
  tool: 'Tool',
  reference: 'Reference',
};

/** The words of the link to the resource itself. */
export const openLabels: Record<(typeof resourceKinds)[number], string> = {
  book: 'Read the book',
  paper: 'Read the paper',
  course: 'Go to the course',
  tool: 'Open the tool',
  reference: 'Open the reference',
};

export const collectionLabels: Record<(typeof resourceCollections)[number], string> = {
  rl: 'Reinforcement learning',
  general: 'Electronics and robotics',
};

export const levelLabels: Record<(typeof levels)[number], string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
};

/** "Richard S. Sutton, Andrew G. Barto · 2018 · MIT Press" */
export function citation(resource: {
  authors: string[];
  year: number | null;
  publisher: string | null;
}): string {
  return [resource.authors.join(', '), resource.year, resource.publisher].filter(Boolean).join(' · ');
}

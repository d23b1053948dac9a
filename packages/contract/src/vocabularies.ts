/**
 * The fixed lists of values some fields take, without their schemas: a page that only shows or
 * filters by them imports this module, not zod and the schemas built with it.
 */
export const difficulties = ['beginner', 'intermediate', 'advanced'] as const;
export const resourceKinds = ['book', 'paper', 'course', 'tool', 'reference'] as const;
export const resourceCollections = ['rl', 'general'] as const;
export const levels = ['beginner', 'intermediate', 'advanced'] as const;

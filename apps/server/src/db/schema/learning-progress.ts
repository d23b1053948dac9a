/** Learners' progress on exercises (/api/me/progress): private to their owner, one row per exercise of a page. */
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

export const learningProgress = pgTable(
  'learning_progress',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The site path of the document holding the exercise, e.g. /learninghub/robotics-fundamentals/forward-kinematics. */
    page: text('page').notNull(),
    exerciseId: text('exercise_id').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** When the exercise was first completed; null while it is not. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.page, table.exerciseId] })],
);

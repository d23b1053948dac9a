/** Projects as a submission kind: what the shared workflow routes need (see shared/submission-kind.ts). */
import type { ProjectDetail } from '@tinkerlabs/contract/projects';
import {
  createProjectRequestSchema,
  updateProjectRequestSchema,
  type ProjectRecord,
  type ProjectReviewItem,
} from '@tinkerlabs/contract/submissions';
import type { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { projects } from '../../../db/schema.ts';
import type { QueueAdds, SubmissionKindSpec } from '../shared/submission-kind.ts';
import { projectHintMessage } from './project-duplicates.ts';
import {
  findProjectBySlug,
  findProjectRow,
  findProjectRows,
  loadProjectRecord,
  projectPreview,
  projectPublicPath,
  projectQueuePage,
  projectQueueRecord,
  type ProjectQueueRow,
  type ProjectRow,
} from './project-record.ts';
import { editProject, insertProject, moderateProject, removeProject } from './project-writes.ts';

export const projectKind = {
  kind: 'projects',
  noun: 'project',
  contentType: 'project',
  columns: {
    table: projects,
    id: projects.id,
    status: projects.status,
    authorId: projects.authorId,
    updatedAt: projects.updatedAt,
    submittedAt: projects.submittedAt,
    title: projects.title,
    key: projects.slug,
  },
  createSchema: createProjectRequestSchema,
  updateSchema: updateProjectRequestSchema,
  find: findProjectRow,
  findMany: findProjectRows,
  findByKey: findProjectBySlug,
  load: loadProjectRecord,
  // The preview carries the body, parts and tags: the queue's record leaves them out.
  queuePage: projectQueuePage,
  queueRecordOf: projectQueueRecord,
  insert: insertProject,
  edit: editProject,
  moderate: moderateProject,
  // Nothing refers to a project: deleting one takes its tags and component list along.
  referrersOf: async (_db: Database, _row: ProjectRow) => [],
  remove: removeProject,
  previewOf: projectPreview,
  titleOf: (row: ProjectRow) => row.title,
  keyOf: (row: ProjectRow) => row.slug,
  publicPathOf: projectPublicPath,
  hintMessageOf: projectHintMessage,
  adminEditPathOf: (slug: string) => `/dashboard/projects/${slug}/edit`,
  memberEditPathOf: (row: ProjectRow) => `/dashboard/projects/submit?id=${row.id}`,
} satisfies SubmissionKindSpec<
  ProjectRow,
  ProjectRecord,
  z.output<typeof createProjectRequestSchema>,
  z.output<typeof updateProjectRequestSchema>,
  ProjectDetail,
  Omit<ProjectReviewItem, QueueAdds>,
  ProjectQueueRow
>;

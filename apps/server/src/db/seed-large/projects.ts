/**
 * Generated member projects: a build write-up (rich text), difficulty and hours, a repository link,
 * the parts it needs (approved store items, in order, with quantities), its tags and its review
 * history.
 */
import { readingMinutes } from '@tinkerlabs/rich-text/plain-text';
import { deriveSlug } from '../../content/unique-slug.ts';
import type { projectComponents, projectTags, projects } from '../schema.ts';
import { generateDocument } from './documents.ts';
import type { GenerationContext } from './generation-context.ts';
import { plainSentences, titleFor } from './prose.ts';
import { reviewHistory, type NotificationRow, type ReviewEventRow } from './review-steps.ts';
import { between, chance, pick, popularIndex, sample, skewed, uuid, type Random } from './seeded-values.ts';
import { submissionStatus } from './stores.ts';
import { timeBetween } from './timeline.ts';
import { topics } from './topics.ts';

export interface ProjectRows {
  projects: (typeof projects.$inferInsert)[];
  components: (typeof projectComponents.$inferInsert)[];
  projectTags: (typeof projectTags.$inferInsert)[];
  reviewEvents: ReviewEventRow[];
  notifications: NotificationRow[];
  approvedIds: string[];
}

const difficulties = ['beginner', 'intermediate', 'advanced'] as const;
const componentNotes = [
  'Any equivalent part works.',
  'Get a spare: they break easily.',
  'The 5 V version.',
  null,
];

/**
 * `count` projects numbered from `first`, listing parts from `itemIds`.
 * @example generateProjects(streamFor(1, 'projects'), context, stores.listableItemIds, { count: 20, first: 0 })
 */
export function generateProjects(
  random: Random,
  context: GenerationContext,
  itemIds: readonly string[],
  { count, first }: { count: number; first: number },
): ProjectRows {
  const out: ProjectRows = {
    projects: [],
    components: [],
    projectTags: [],
    reviewEvents: [],
    notifications: [],
    approvedIds: [],
  };
  for (let i = 0; i < count; i++) {
    const n = first + i + 1;
    const topic = pick(random, topics);
    const title = titleFor(random, topic);
    const slug = `${deriveSlug(title)}-${n}`;
    const author = context.members[popularIndex(random, context.members.length)]!;
    const createdAt = timeBetween(random, author.createdAt);
    const id = uuid(random);
    const body = generateDocument(random, topic, skewed(random, 500, 0.6, 120, 3000));
    const history = reviewHistory(
      random,
      {
        contentType: 'project',
        id,
        title,
        author,
        createdAt,
        status: submissionStatus(random, 0.75),
        startsAsDraft: false,
        publicPath: `/projects/${slug}`,
        memberEditPath: `/dashboard/projects/submit?id=${id}`,
      },
      context.admins,
    );
    out.projects.push({
      id,
      slug,
      title,
      summary: plainSentences(random, topic, 2),
      body,
      readingMinutes: readingMinutes(body),
      difficulty: pick(random, difficulties),
      estimatedHours: chance(random, 0.8) ? between(random, 1, 80) / 2 : null,
      repositoryUrl: chance(random, 0.6)
        ? `https://git.example.com/${author.username ?? 'maker'}/${slug}`
        : null,
      coverImage: context.uploads.imageFor(author, createdAt),
      authorId: author.id,
      ...history.columns,
      seededHash: null,
    });
    sample(random, itemIds, between(random, 1, 8)).forEach((storeItemId, position) =>
      out.components.push({
        id: uuid(random),
        projectId: id,
        storeItemId,
        quantity: chance(random, 0.7) ? 1 : between(random, 2, 10),
        note: pick(random, componentNotes),
        position,
      }),
    );
    for (const slug of topic.tags) {
      const tagId = context.tagIds.get(slug);
      if (tagId) out.projectTags.push({ contentId: id, tagId });
    }
    out.reviewEvents.push(...history.events);
    out.notifications.push(...history.notifications);
    if (history.columns.status === 'approved') out.approvedIds.push(id);
  }
  return out;
}

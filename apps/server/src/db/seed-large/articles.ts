/**
 * Generated member articles, a batch at a time (the full size does not fit in memory at once): the
 * row with its rich-text body and reading time, its tags, and its review history. About 72 % are
 * published, the rest are drafts (some barely started), waiting for review or sent back. Prolific
 * authors write many published articles; nobody holds more unpublished ones than DRAFTS_PER_MEMBER.
 */
import { readingMinutes } from '@tinkerlabs/rich-text/plain-text';
import { deriveSlug } from '../../content/unique-slug.ts';
import { defaultDraftsPerMember } from '../../routes/article-drafts/article-draft-routes.ts';
import type { articleTags, articles, ContentStatus } from '../schema.ts';
import { generateDocument } from './documents.ts';
import type { GenerationContext } from './generation-context.ts';
import type { Member } from './members.ts';
import { plainSentences, titleFor } from './prose.ts';
import { reviewHistory, type NotificationRow, type ReviewEventRow } from './review-steps.ts';
import { chance, pick, popularIndex, skewed, uuid, type Random } from './seeded-values.ts';
import { timeBetween } from './timeline.ts';
import { topics, type Topic } from './topics.ts';

export interface ArticleBatch {
  articles: (typeof articles.$inferInsert)[];
  articleTags: (typeof articleTags.$inferInsert)[];
  reviewEvents: ReviewEventRow[];
  notifications: NotificationRow[];
  /** The published ones: they go into the search index. */
  approvedIds: string[];
}

export class ArticleGenerator {
  private made = 0;
  private unpublished = new Map<string, number>();
  private readonly tagSlugs: string[];

  /** @param first articles already in the database from earlier runs: numbers continue after them. */
  constructor(
    private readonly random: Random,
    private readonly context: GenerationContext,
    private readonly first: number,
  ) {
    this.tagSlugs = [...context.tagIds.keys()];
  }

  /** The next `count` articles. */
  batch(count: number): ArticleBatch {
    const out: ArticleBatch = {
      articles: [],
      articleTags: [],
      reviewEvents: [],
      notifications: [],
      approvedIds: [],
    };
    for (let i = 0; i < count; i++) this.add(out);
    return out;
  }

  private add(out: ArticleBatch) {
    const { random, context } = this;
    const n = this.first + ++this.made;
    const status = articleStatus(random);
    const author = status === 'approved' ? this.prolificAuthor() : this.authorWithRoom();
    const topic = pick(random, topics);
    // A quarter of the drafts were only just started: no summary yet, a few paragraphs.
    const early = status === 'draft' && chance(random, 0.25);
    const title = early && chance(random, 0.2) ? '' : titleFor(random, topic);
    const body = generateDocument(
      random,
      topic,
      early ? skewed(random, 120, 0.5, 30, 300) : skewed(random, 650, 0.6, 150, 4500),
    );
    const id = uuid(random);
    const slug = `${deriveSlug(title)}-${n}`;
    const createdAt = timeBetween(random, author.createdAt);
    const history = reviewHistory(
      random,
      {
        contentType: 'article',
        id,
        title,
        author,
        createdAt,
        status,
        startsAsDraft: true,
        publicPath: `/articles/${slug}`,
        memberEditPath: `/dashboard/articles/editor?id=${id}`,
      },
      context.admins,
    );
    out.articles.push({
      id,
      slug,
      title,
      summary: early ? '' : plainSentences(random, topic, chance(random, 0.5) ? 1 : 2),
      body,
      coverImage: early ? null : context.uploads.imageFor(author, createdAt),
      readingMinutes: readingMinutes(body),
      authorId: author.id,
      ...history.columns,
      seededHash: null,
    });
    for (const tagId of this.tagsFor(topic, early)) out.articleTags.push({ contentId: id, tagId });
    out.reviewEvents.push(...history.events);
    out.notifications.push(...history.notifications);
    if (status === 'approved') out.approvedIds.push(id);
  }

  private prolificAuthor(): Member {
    const members = this.context.members;
    return members[popularIndex(this.random, members.length)]!;
  }

  /** A member who may hold one more unpublished article (any, when few members hold very many). */
  private authorWithRoom(): Member {
    let member = pick(this.random, this.context.members);
    for (
      let tries = 0;
      tries < 50 && (this.unpublished.get(member.id) ?? 0) >= defaultDraftsPerMember;
      tries++
    ) {
      member = pick(this.random, this.context.members);
    }
    this.unpublished.set(member.id, (this.unpublished.get(member.id) ?? 0) + 1);
    return member;
  }

  private tagsFor(topic: Topic, early: boolean): string[] {
    if (early && chance(this.random, 0.5)) return [];
    const slugs = new Set(topic.tags);
    if (this.tagSlugs.length > 0 && chance(this.random, 0.3)) slugs.add(pick(this.random, this.tagSlugs));
    return [...slugs]
      .map((slug) => this.context.tagIds.get(slug))
      .filter((id): id is string => id !== undefined);
  }
}

function articleStatus(random: Random): ContentStatus {
  const r = random();
  if (r < 0.72) return 'approved';
  if (r < 0.85) return 'draft';
  if (r < 0.91) return 'pending';
  return 'rejected';
}

/** Project rows → the contract's project shapes; components carry the item's store and price. */
import type { ProjectDetail, ProjectSummary } from '@tinkerlabs/contract/projects';
import type { TagRef } from '@tinkerlabs/contract/tags';
import { docHeadings } from '@tinkerlabs/rich-text/headings';
import { presentAuthor } from '../../content/public-author.ts';
import type { ComponentRow, ProjectListRow, ProjectRow } from './project-queries.ts';

export function presentProjectSummary(row: ProjectListRow, tags: TagRef[]): ProjectSummary {
  return {
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    author: presentAuthor(row),
    publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    difficulty: row.difficulty,
    estimatedHours: row.estimatedHours,
    coverImage: row.coverImage,
    tags,
  };
}

export function presentProjectDetail(
  row: ProjectRow,
  tags: TagRef[],
  components: ComponentRow[],
): ProjectDetail {
  return {
    ...presentProjectSummary(row, tags),
    body: row.body,
    headings: docHeadings(row.body),
    readingMinutes: row.readingMinutes,
    repositoryUrl: row.repositoryUrl,
    components: components.map(({ quantity, note, item, store }) => ({
      quantity,
      note,
      item: { ...item, store },
    })),
  };
}

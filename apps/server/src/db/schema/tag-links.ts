/**
 * Which tags each piece of content carries. One small join table per taggable table rather than a
 * polymorphic content_tags(content_type, content_id, tag_id): with a real foreign key on both sides
 * the database itself removes the links when an article or a tag is deleted and refuses links to
 * rows that do not exist, which a polymorphic id cannot do. Every link table has the same two
 * columns, so one query helper serves them all.
 */
import { index, pgTable, primaryKey, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { articles } from './articles.ts';
import { blogPosts } from './blog-posts.ts';
import { boards } from './boards.ts';
import { hardwareComponents } from './hardware-components.ts';
import { projects } from './projects.ts';
import { resources } from './resources.ts';
import { simulators } from './simulators.ts';
import { tags } from './tags.ts';
import { youniversityCourses } from './youniversity-courses.ts';

function tagLinkTable<N extends string>(name: N, content: { id: AnyPgColumn }) {
  return pgTable(
    name,
    {
      contentId: uuid('content_id')
        .notNull()
        .references(() => content.id, { onDelete: 'cascade' }),
      tagId: uuid('tag_id')
        .notNull()
        .references(() => tags.id, { onDelete: 'cascade' }),
    },
    (table) => [
      primaryKey({ columns: [table.contentId, table.tagId] }),
      index(`${name}_tag_idx`).on(table.tagId),
    ],
  );
}

export const articleTags = tagLinkTable('article_tags', articles);
export const blogPostTags = tagLinkTable('blog_post_tags', blogPosts);
export const projectTags = tagLinkTable('project_tags', projects);
export const resourceTags = tagLinkTable('resource_tags', resources);
export const boardTags = tagLinkTable('board_tags', boards);
export const hardwareComponentTags = tagLinkTable('hardware_component_tags', hardwareComponents);
export const simulatorTags = tagLinkTable('simulator_tags', simulators);
export const youniversityCourseTags = tagLinkTable('youniversity_course_tags', youniversityCourses);

export type TagLinkTable = ReturnType<typeof tagLinkTable<string>>;

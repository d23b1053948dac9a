/**
 * The one rule for the name an author is shown under publicly (articles, blog posts, projects, their
 * feed and search): a member appears under their username when they have set one, else as
 * "TinkerLabs member"; their email address never. Content without a member author (the team's own,
 * seeded) keeps the byline it was written with. The name is worked out when the content is read, so a
 * username chosen or changed later shows on everything already published. /dashboard/profile states
 * this rule and shows the result (`ProfileResponse.publicName`).
 */
import type { Author } from '@tinkerlabs/contract/authors';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { qualified } from '../db/queries/qualified.ts';

/** Shown for a member who has not chosen a username. */
export const anonymousMemberName = 'TinkerLabs member';

/** @example publicMemberName('ada_l') // 'ada_l'; publicMemberName(null) // 'TinkerLabs member' */
export function publicMemberName(username: string | null | undefined): string {
  return username?.trim() || anonymousMemberName;
}

/** A content row's author as the public sees it; `authorUsername` comes from `authorUsernameOf`. */
export interface AuthorColumns {
  authorId: string | null;
  /** The byline stored with the content: only shown when no member wrote it. */
  authorName: string;
  authorUsername: string | null;
}

/** @example presentAuthor(row) // { id: 'u1', name: 'ada_l' } */
export function presentAuthor(row: AuthorColumns): Author {
  return { id: row.authorId, name: publicAuthorName(row) };
}

export function publicAuthorName(row: AuthorColumns): string {
  return row.authorId === null ? row.authorName : publicMemberName(row.authorUsername);
}

/**
 * A column to select beside a content row: its author's username as it is now (null for none).
 * @example db.select({ ...getTableColumns(articles), authorUsername: authorUsernameOf(articles.authorId) })
 */
export function authorUsernameOf(authorId: PgColumn): SQL<string | null> {
  return sql<string | null>`(select p.username from profiles p where p.id = ${qualified(authorId)})`;
}

/** What every generator of the large seed shares: the members, the tags in the database, the uploads. */
import type { Member } from './members.ts';
import type { UploadPool } from './uploads.ts';

export interface GenerationContext {
  members: readonly Member[];
  /** The administrators among them: they review submissions. */
  admins: readonly Member[];
  /** The seeded tags, slug → id. */
  tagIds: ReadonlyMap<string, string>;
  uploads: UploadPool;
}

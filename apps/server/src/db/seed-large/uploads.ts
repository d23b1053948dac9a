/**
 * Generated upload records (rows of `uploads` only: no files are written). Most are images that
 * content names, handed out as covers, logos and product photos while that content is generated,
 * uploaded by its author just before it was written; the rest were uploaded and then not used, as
 * happens when a form is abandoned. Serving /uploads/{key} for them answers 404.
 */
import type { uploads } from '../schema.ts';
import type { Member } from './members.ts';
import { chance, pick, skewed, uuid, type Random } from './seeded-values.ts';
import { hourMs, timeBetween, timeOnGrowingSite } from './timeline.ts';

type UploadRow = typeof uploads.$inferInsert;

const extensions = ['webp', 'webp', 'jpg', 'png'] as const;

export class UploadPool {
  readonly rows: UploadRow[] = [];
  private readonly chanceOfImage: number;

  /**
   * @param target how many upload records to make in all
   * @param expectedRequests about how many times content will ask for an image: the pool gives one
   *   often enough that most of `target` ends up used.
   */
  constructor(
    private readonly random: Random,
    private readonly target: number,
    expectedRequests: number,
  ) {
    this.chanceOfImage = expectedRequests > 0 ? Math.min(0.9, (0.85 * target) / expectedRequests) : 0;
  }

  /** An image address for content `owner` writes at `at`, or null (none chosen, or none left). */
  imageFor(owner: Member, at: Date): string | null {
    if (this.rows.length >= this.target || !chance(this.random, this.chanceOfImage)) return null;
    const uploadedAt = timeBetween(
      this.random,
      new Date(Math.max(owner.createdAt.getTime(), at.getTime() - hourMs)),
      at,
    );
    return `/uploads/${this.add(owner, uploadedAt)}`;
  }

  /** Fills the pool up to its target with uploads nothing names. */
  addUnused(members: readonly Member[]): void {
    while (this.rows.length < this.target && members.length > 0) {
      const owner = pick(this.random, members);
      const at = timeOnGrowingSite(this.random);
      this.add(owner, at < owner.createdAt ? owner.createdAt : at);
    }
  }

  private add(owner: Member, createdAt: Date): string {
    const key = `${uuid(this.random)}.${pick(this.random, extensions)}`;
    this.rows.push({
      key,
      userId: owner.id,
      size: skewed(this.random, 180_000, 0.8, 4_000, 5_000_000),
      createdAt,
    });
    return key;
  }
}

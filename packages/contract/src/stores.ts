/**
 * GET /api/stores (country, shipsTo, category, pages) and GET /api/stores/:slug with the store's
 * items (price and link). Only published stores and items are shown.
 */
import { z } from 'zod';
import { maxLength } from './text-length.ts';
import { cursorPageQueryShape, cursorPageSchema } from './pagination.ts';
import { enumParam } from './query-params.ts';

function countryParam(name: string) {
  return z
    .string()
    .optional()
    .transform((value, ctx): string | undefined => {
      if (value === undefined || value === '') return undefined;
      if (!/^[A-Za-z]{2}$/.test(value)) {
        ctx.addIssue({ code: 'custom', message: `${name} must be a two-letter country code such as DE.` });
        return z.NEVER;
      }
      return value.toUpperCase();
    });
}

export const storeListQuerySchema = z.object({
  ...cursorPageQueryShape,
  /** Where the store is based (ISO 3166-1 alpha-2). */
  country: countryParam('country'),
  /** Stores that deliver to this country, including those shipping worldwide. */
  shipsTo: countryParam('shipsTo'),
  category: z
    .string()
    .check(maxLength(60, 'category may be at most 60 characters long.'))
    .optional()
    .transform((v) => v?.trim() || undefined),
  sort: enumParam('sort', ['name', 'newest']),
});
export type StoreListQuery = z.input<typeof storeListQuerySchema>;

export const storeSummarySchema = z.object({
  slug: z.string(),
  name: z.string(),
  website: z.string(),
  /** Where the store is based (ISO 3166-1 alpha-2, the `country` filter's value). */
  country: z.string(),
  /** The country's English name, such as "Germany" (CLDR's, as the server's platform has it). */
  countryName: z.string(),
  /** Country codes, or ['worldwide']. */
  shipsTo: z.array(z.string()),
  /** The names of `shipsTo`, in its order ("Worldwide" for worldwide). */
  shipsToNames: z.array(z.string()),
  categories: z.array(z.string()),
  description: z.string(),
  /** An uploaded image's address (/uploads/…), or null. */
  logo: z.string().nullable(),
  itemCount: z.number().int().min(0),
});
export type StoreSummary = z.infer<typeof storeSummarySchema>;

export const storeListResponseSchema = cursorPageSchema(storeSummarySchema);
export type StoreListResponse = z.infer<typeof storeListResponseSchema>;

export const storeItemSchema = z.object({
  uniqueKey: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  currency: z.string(),
  url: z.string(),
  category: z.string(),
  /** An uploaded image's address (/uploads/…), or null. */
  image: z.string().nullable(),
});
export type StoreItem = z.infer<typeof storeItemSchema>;

export const storeDetailSchema = storeSummarySchema.extend({ items: z.array(storeItemSchema) });
export type StoreDetail = z.infer<typeof storeDetailSchema>;

/** stores.yaml: stores, each with the items it sells. */
import { z } from 'zod';
import { imagePath, slug, text, webUrl } from './fields.ts';

export const storeItemRecord = z.strictObject({
  uniqueKey: z
    .string()
    .regex(
      /^[A-Za-z0-9](?:[A-Za-z0-9._-]{0,98}[A-Za-z0-9])?$/,
      'must be a part number or SKU: letters, digits, ".", "_" and "-"',
    ),
  name: text,
  description: text,
  price: z.number().nonnegative(),
  currency: z.string().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as EUR'),
  url: webUrl,
  category: text,
});
export type StoreItemRecord = z.output<typeof storeItemRecord>;

export const storeRecord = z.strictObject({
  slug,
  name: text,
  website: webUrl,
  country: z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code such as DE'),
  shipsTo: z.array(z.string().regex(/^([A-Z]{2}|worldwide)$/, 'must be country codes or "worldwide"')),
  categories: z.array(text).default([]),
  description: text,
  logo: imagePath.nullable().default(null),
  items: z.array(storeItemRecord).default([]),
});
export type StoreRecord = z.output<typeof storeRecord>;

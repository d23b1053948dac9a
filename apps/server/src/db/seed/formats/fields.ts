/** Field rules shared by the seed content formats (see content/README.md). */
import { z } from 'zod';

export const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a slug: lower-case letters and digits joined by hyphens');

export const text = z.string().trim().min(1, 'must not be empty');

export const webUrl = z.string().regex(/^https?:\/\/[^\s/]+\S*$/, 'must be an http(s):// address');

/** Tag slugs; that each one exists in data/tags.json is checked when the files are read. */
export const tagList = z.array(slug).default([]);

/** YYYY-MM-DD, written bare in YAML; also accepts a date YAML already parsed. */
export const isoDate = z.union([z.string(), z.date()]).transform((value, ctx) => {
  const date =
    value instanceof Date ? value : /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : null;
  if (!date || Number.isNaN(date.getTime())) {
    ctx.addIssue({ code: 'custom', message: 'must be a date written YYYY-MM-DD' });
    return z.NEVER;
  }
  return date;
});

export const level = z.enum(['beginner', 'intermediate', 'advanced']);

export const count = z.number().int().min(0);

/** A drawing of the content folder's images/ folder, named by its path: images/projects/x-cover.svg. */
export const imagePath = z
  .string()
  .regex(
    /^images\/(?:[a-z0-9]+(?:-[a-z0-9]+)*\/)*[a-z0-9]+(?:-[a-z0-9]+)*\.svg$/,
    'must be an SVG file of images/, such as images/projects/weather-station-cover.svg',
  );

/**
 * The resource form's values as the inputs hold them (text, one author per line), and the way to
 * and from the API: a record → values, values → the request, and the contract's per-field messages
 * for values the server would refuse (shown before anything is sent).
 */
import {
  createAdminResourceRequestSchema,
  type AdminResource,
  type CreateAdminResourceRequest,
} from '@tinkerlabs/contract/admin-resources';
import type { levels, resourceCollections, resourceKinds } from '@tinkerlabs/contract/resources';

export interface ResourceFormValues {
  title: string;
  slug: string;
  kind: (typeof resourceKinds)[number];
  collection: (typeof resourceCollections)[number];
  /** One author per line. */
  authors: string;
  year: string;
  publisher: string;
  url: string;
  summary: string;
  level: (typeof levels)[number];
  free: boolean;
  tags: string[];
}

export const emptyResourceValues: ResourceFormValues = {
  title: '',
  slug: '',
  kind: 'book',
  collection: 'general',
  authors: '',
  year: '',
  publisher: '',
  url: '',
  summary: '',
  level: 'beginner',
  free: false,
  tags: [],
};

export function valuesFromResource(resource: AdminResource): ResourceFormValues {
  return {
    title: resource.title,
    slug: resource.slug,
    kind: resource.kind,
    collection: resource.collection,
    authors: resource.authors.join('\n'),
    year: resource.year === null ? '' : String(resource.year),
    publisher: resource.publisher ?? '',
    url: resource.url,
    summary: resource.summary,
    level: resource.level,
    free: resource.free,
    tags: resource.tags.map((tag) => tag.slug),
  };
}

/** @example requestFromValues({ ...values, authors: 'A\n\nB ', year: '' }) // authors ['A', 'B'], year null */
export function requestFromValues(values: ResourceFormValues): CreateAdminResourceRequest {
  const year = values.year.trim();
  return {
    title: values.title,
    slug: values.slug.trim(),
    kind: values.kind,
    collection: values.collection,
    authors: values.authors
      .split('\n')
      .map((author) => author.trim())
      .filter(Boolean),
    year: year === '' ? null : Number(year),
    publisher: values.publisher.trim() === '' ? null : values.publisher,
    url: values.url,
    summary: values.summary,
    level: values.level,
    free: values.free,
    tags: values.tags,
  };
}

/** A message per form field ('authors.2' counts as 'authors'); {} when the request is valid. */
export function fieldMessages(issues: Record<string, string>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [path, message] of Object.entries(issues)) fields[path.split('.')[0]!] ??= message;
  return fields;
}

export function checkResourceRequest(request: CreateAdminResourceRequest): Record<string, string> {
  const result = createAdminResourceRequestSchema.safeParse(request);
  if (result.success) return {};
  return fieldMessages(
    Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message])),
  );
}

/**
 * The project form's values as the member sees them (text in inputs, the chosen components with
 * their names), and the two translations around them: from a stored record, and to the request
 * body. `slugEdited` false means the slug follows the title (the server derives it from '').
 */
import type { Difficulty } from '@tinkerlabs/contract/projects';
import type { CreateProjectRequest, ProjectRecord } from '@tinkerlabs/contract/submissions';
import type { RichTextDoc } from '@tinkerlabs/rich-text/document';
import { slugify } from '@tinkerlabs/rich-text/slug';

export interface ChosenComponent {
  uniqueKey: string;
  name: string;
  /** What tells two similar parts apart in the list: the store, or the price. */
  detail: string | null;
  quantity: string;
  note: string;
}

export interface ProjectFormValues {
  title: string;
  slug: string;
  slugEdited: boolean;
  summary: string;
  coverImage: string | null;
  difficulty: Difficulty | '';
  estimatedHours: string;
  tags: string[];
  components: ChosenComponent[];
  repositoryUrl: string;
  body: RichTextDoc;
}

export const emptyDoc: RichTextDoc = { type: 'doc', content: [{ type: 'paragraph' }] };

/** The slug a title gives, as the server derives it (at most 100 characters). */
export const slugFromTitle = (title: string) => slugify(title).slice(0, 100).replace(/-+$/, '');

export function valuesOf(record: ProjectRecord | null): ProjectFormValues {
  if (!record) {
    return {
      title: '',
      slug: '',
      slugEdited: false,
      summary: '',
      coverImage: null,
      difficulty: '',
      estimatedHours: '',
      tags: [],
      components: [],
      repositoryUrl: '',
      body: emptyDoc,
    };
  }
  return {
    title: record.title,
    slug: record.slug,
    slugEdited: record.slug !== slugFromTitle(record.title),
    summary: record.summary,
    coverImage: record.coverImage,
    difficulty: record.difficulty,
    estimatedHours: record.estimatedHours === null ? '' : String(record.estimatedHours),
    tags: record.tags.map((tag) => tag.slug),
    components: record.components.map(({ quantity, note, item }) => ({
      uniqueKey: item.uniqueKey,
      name: item.name,
      detail: null,
      quantity: String(quantity),
      note: note ?? '',
    })),
    repositoryUrl: record.repositoryUrl ?? '',
    body: record.body,
  };
}

/** A number typed into a field: '' is none, anything unreadable stays NaN for the schema to refuse. */
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text.replace(',', '.')));

/** The request body (without `baseVersion`); the contract's schema checks it, on both sides. */
export function requestOf(values: ProjectFormValues): CreateProjectRequest {
  return {
    title: values.title,
    slug: values.slugEdited ? values.slug : '',
    summary: values.summary,
    coverImage: values.coverImage,
    difficulty: values.difficulty as Difficulty,
    estimatedHours: numberOrNull(values.estimatedHours),
    tags: values.tags,
    components: values.components.map((component) => ({
      uniqueKey: component.uniqueKey,
      quantity: numberOrNull(component.quantity) as number,
      note: component.note.trim() === '' ? null : component.note,
    })),
    repositoryUrl: values.repositoryUrl.trim() === '' ? null : values.repositoryUrl,
    body: values.body,
  };
}

/**
 * Reads the seed content folder into typed records, ready to be written: YAML and front matter are
 * validated with the zod formats in ./formats, Markdown bodies become rich-text documents, and the
 * references between files (tags, project components → store items) are checked. Every problem is
 * collected, and one `SeedContentError` lists them all with the file and field of each.
 */
import fs from 'node:fs';
import path from 'node:path';
import { childrenOf, type RichTextDoc, type RichTextNode } from '@tinkerlabs/rich-text/document';
import { markdownToDoc, MarkdownSyntaxError } from '@tinkerlabs/rich-text/markdown-to-doc';
import { readingMinutes } from '@tinkerlabs/rich-text/plain-text';
import { validateDoc } from '@tinkerlabs/rich-text/validate-doc';
import type { z } from 'zod';
import tagSeed from './data/tags.json' with { type: 'json' };
import { boardRecord, type BoardRecord } from './formats/board.ts';
import { hardwareRecord, type HardwareRecord } from './formats/hardware.ts';
import { domainFile, topicFileName, topicFrontMatter } from './formats/learninghub.ts';
import { postFrontMatter, type PostFrontMatter } from './formats/post.ts';
import { programmingRecord, type ProgrammingRecord } from './formats/programming.ts';
import { projectFrontMatter, type ProjectFrontMatter } from './formats/project.ts';
import { resourceRecord, type ResourceRecord } from './formats/resource.ts';
import { simulatorRecord, type SimulatorRecord } from './formats/simulator.ts';
import { storeRecord, type StoreRecord } from './formats/store.ts';
import { courseRecord, type CourseRecord } from './formats/youniversity.ts';
import { ContentFileError, parseYaml, readFrontMatter } from './front-matter.ts';
import { readSeedImages, type SeedImage } from './seed-images.ts';

export type RichBody = { body: RichTextDoc; readingMinutes: number };
/** A post's `cover` is its first figure's address (/uploads/…), or null when the body has none. */
export type SeedPost = PostFrontMatter & RichBody & { slug: string; cover: string | null };
/** A project's `cover` is the address of the drawing its front matter names. */
export type SeedProject = ProjectFrontMatter & RichBody & { slug: string };
export type SeedTopic = { slug: string; title: string; summary: string; position: number } & RichBody;
export type SeedDomain = {
  slug: string;
  title: string;
  summary: string;
  position: number;
  topics: SeedTopic[];
};
export type SeedProgramming = Omit<ProgrammingRecord, 'introduction'> & { introduction: RichTextDoc };

export interface ContentBundle {
  /** The drawings of images/, which the seed stores through Storage. */
  images: SeedImage[];
  articles: SeedPost[];
  blogPosts: SeedPost[];
  projects: SeedProject[];
  domains: SeedDomain[];
  boards: BoardRecord[];
  hardware: HardwareRecord[];
  resources: ResourceRecord[];
  stores: StoreRecord[];
  simulators: SimulatorRecord[];
  courses: CourseRecord[];
  programming: SeedProgramming[];
}

export class SeedContentError extends Error {
  constructor(readonly problems: string[]) {
    const shown = problems.slice(0, 30);
    const more = problems.length > shown.length ? `\n  … and ${problems.length - shown.length} more` : '';
    super(
      `The seed content has ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}:\n  ${shown.join('\n  ')}${more}`,
    );
    this.name = 'SeedContentError';
  }
}

const knownTags = new Set(tagSeed.map((t) => t.slug));

/** @example const bundle = readContent(contentFolder()) // throws SeedContentError on bad content */
export function readContent(root: string): ContentBundle {
  const { images, problems } = readSeedImages(root);
  const reader = new ContentReader(root, problems, images);
  const stores = reader.list('stores.yaml', storeRecord).map((store, i) => ({
    ...store,
    logo: reader.image(store.logo, `stores.yaml: [${i}] ${store.slug}: logo`),
  }));
  // When stores.yaml itself is broken, "no such item" messages about projects would only be noise.
  const storesReadable = problems.length === 0;
  const bundle: ContentBundle = {
    images: [...images.values()],
    articles: reader.posts('articles'),
    blogPosts: reader.posts('blog'),
    projects: reader.projects(),
    domains: reader.domains(),
    boards: reader.list('boards.yaml', boardRecord),
    hardware: reader.list('hardware.yaml', hardwareRecord),
    resources: reader.list('resources.yaml', resourceRecord),
    stores,
    simulators: reader.list('simulators.yaml', simulatorRecord),
    courses: reader.list('youniversity.yaml', courseRecord),
    programming: reader.list('programming.yaml', programmingRecord).map((page, i) => ({
      ...page,
      introduction: reader.markdown(page.introduction, `programming.yaml: [${i}] ${page.slug}: introduction`)
        .body,
    })),
  };
  checkReferences(bundle, problems, storesReadable);
  if (problems.length) throw new SeedContentError(problems);
  return bundle;
}

class ContentReader {
  constructor(
    private readonly root: string,
    private readonly problems: string[],
    private readonly images: ReadonlyMap<string, SeedImage>,
  ) {}

  posts(folder: 'articles' | 'blog'): SeedPost[] {
    return this.markdownFiles(folder).flatMap((file) => {
      const parsed = this.markdownFile(file, postFrontMatter);
      if (!parsed) return [];
      const [cover = null] = figureSources(parsed.rich.body);
      return [{ ...parsed.data, ...parsed.rich, cover, slug: slugOfFile(file) }];
    });
  }

  projects(): SeedProject[] {
    return this.markdownFiles('projects').flatMap((file) => {
      const parsed = this.markdownFile(file, projectFrontMatter);
      if (!parsed) return [];
      const cover = this.image(parsed.data.cover, `${file}: cover`);
      return [{ ...parsed.data, ...parsed.rich, cover, slug: slugOfFile(file) }];
    });
  }

  domains(): SeedDomain[] {
    const base = path.join(this.root, 'learninghub');
    if (!fs.existsSync(base)) return [];
    return fs
      .readdirSync(base, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .sort((a, b) => a.name.localeCompare(b.name))
      .flatMap((entry) => {
        const folder = `learninghub/${entry.name}`;
        if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(entry.name)) {
          this.problems.push(`${folder}: the folder name must be a slug`);
          return [];
        }
        const domain = this.validate(`${folder}/domain.yaml`, this.yaml(`${folder}/domain.yaml`), domainFile);
        const topics = this.markdownFiles(folder).flatMap((file): SeedTopic[] => {
          const name = topicFileName.exec(path.basename(file));
          if (!name) {
            this.problems.push(`${file}: a topic file is named NN-<topic-slug>.md, e.g. 01-what-is-pid.md`);
            return [];
          }
          const parsed = this.markdownFile(file, topicFrontMatter);
          return parsed
            ? [{ ...parsed.data, ...parsed.rich, slug: name[2]!, position: Number(name[1]) }]
            : [];
        });
        duplicates(topics.map((t) => t.slug)).forEach((slug) =>
          this.problems.push(`${folder}: two topics have the slug "${slug}"`),
        );
        return domain ? [{ ...domain, slug: entry.name, topics }] : [];
      });
  }

  /** A YAML file holding a list of records; a missing file is an empty list. */
  list<S extends z.ZodType>(file: string, schema: S): z.output<S>[] {
    if (!fs.existsSync(path.join(this.root, file))) return [];
    const data = this.yaml(file);
    if (data === null || data === undefined) return [];
    if (!Array.isArray(data)) {
      this.problems.push(`${file}: the file must hold a YAML list (lines starting with "- ")`);
      return [];
    }
    const records = data.flatMap((item: unknown, i) => {
      const label = `${file}: [${i}]${slugLabel(item)}`;
      const record = this.validate(label, item, schema);
      return record === null ? [] : [record];
    });
    duplicates(records.map((r) => (r as { slug: string }).slug)).forEach((slug) =>
      this.problems.push(`${file}: the slug "${slug}" is used twice`),
    );
    return records;
  }

  /** `firstLine`: the file's line the Markdown starts on, when it is a file's body. */
  markdown(source: string, label: string, firstLine?: number): RichBody {
    let body: RichTextDoc;
    try {
      body = markdownToDoc(source);
    } catch (error) {
      if (!(error instanceof MarkdownSyntaxError)) throw error;
      const line =
        firstLine === undefined ? `line ${error.line} of the Markdown` : `line ${firstLine + error.line - 1}`;
      this.problems.push(`${label}, ${line}: ${error.problem}`);
      body = { type: 'doc', content: [{ type: 'paragraph' }] };
    }
    this.resolveFigures(body.content, label);
    const verdict = validateDoc(body);
    if (!verdict.ok) {
      for (const e of verdict.errors)
        this.problems.push(`${label}: ${e.path ? `${e.path}: ` : ''}${e.message}`);
    }
    return { body, readingMinutes: readingMinutes(body) };
  }

  /** The stored address of an image of images/ named in a content file; null when none is named. */
  image(file: string | null | undefined, label: string): string | null {
    if (!file) return null;
    const image = this.images.get(file);
    if (!image) this.problems.push(`${label}: there is no image "${file}" (or it was refused, see above)`);
    return image?.src ?? null;
  }

  /**
   * Points each figure written as `![alt](images/… "caption")` at its stored address, with the
   * drawing's size so pages reserve its space.
   */
  private resolveFigures(nodes: readonly RichTextNode[], label: string): void {
    for (const node of nodes) {
      if (node.type !== 'image') {
        this.resolveFigures(childrenOf(node), label);
        continue;
      }
      const image = this.images.get(node.attrs.src);
      if (!node.attrs.alt) this.problems.push(`${label}: the figure ${node.attrs.src} needs alt text`);
      if (image) node.attrs = { ...node.attrs, src: image.src, width: image.width, height: image.height };
      else if (!node.attrs.src.startsWith('/')) {
        this.problems.push(`${label}: there is no image "${node.attrs.src}" (figures live in images/)`);
      }
    }
  }

  private markdownFiles(folder: string): string[] {
    const dir = path.join(this.root, folder);
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.md'))
      .sort()
      .map((name) => `${folder}/${name}`)
      .filter((file) => {
        if (/^[a-z0-9]+(?:-[a-z0-9]+)*\.md$/.test(path.basename(file).replace(/^\d+-/, ''))) return true;
        this.problems.push(`${file}: the file name must be a slug such as pid-control.md`);
        return false;
      });
  }

  private markdownFile<S extends z.ZodType>(
    file: string,
    schema: S,
  ): { data: z.output<S>; rich: RichBody } | null {
    try {
      const { data, body, bodyLine } = readFrontMatter(
        fs.readFileSync(path.join(this.root, file), 'utf8'),
        file,
      );
      const valid = this.validate(file, data, schema);
      if (!body.trim()) this.problems.push(`${file}: the body after the front matter is empty`);
      const rich = this.markdown(body, `${file}: body`, bodyLine);
      return valid === null ? null : { data: valid, rich };
    } catch (error) {
      if (!(error instanceof ContentFileError)) throw error;
      this.problems.push(error.message);
      return null;
    }
  }

  private yaml(file: string): unknown {
    try {
      return parseYaml(fs.readFileSync(path.join(this.root, file), 'utf8'), file);
    } catch (error) {
      this.problems.push(
        error instanceof ContentFileError ? error.message : `${file}: ${(error as Error).message}`,
      );
      return null;
    }
  }

  private validate<S extends z.ZodType>(label: string, value: unknown, schema: S): z.output<S> | null {
    const result = schema.safeParse(value ?? {});
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      const field = issue.path.join('.');
      this.problems.push(`${label}: ${field ? `${field}: ` : ''}${issue.message}`);
    }
    return null;
  }
}

/** The addresses of a document's figures, in reading order. */
export function figureSources(node: RichTextNode): string[] {
  if (node.type === 'image') return [node.attrs.src];
  return childrenOf(node).flatMap(figureSources);
}

function slugOfFile(file: string): string {
  return path.basename(file, '.md');
}

function slugLabel(item: unknown): string {
  const slug = (item as { slug?: unknown } | null)?.slug;
  return typeof slug === 'string' ? ` ${slug}` : '';
}

function duplicates(values: string[]): string[] {
  const seen = new Set<string>();
  return [...new Set(values.filter((v) => seen.has(v) || !seen.add(v)))];
}

/** Tags must exist in data/tags.json; project components must name an item of stores.yaml. */
function checkReferences(bundle: ContentBundle, problems: string[], checkItems: boolean): void {
  const tagged: Array<[string, Array<{ slug: string; tags: string[] }>]> = [
    ['articles/', bundle.articles],
    ['blog/', bundle.blogPosts],
    ['projects/', bundle.projects],
    ['boards.yaml: ', bundle.boards],
    ['hardware.yaml: ', bundle.hardware],
    ['resources.yaml: ', bundle.resources],
    ['simulators.yaml: ', bundle.simulators],
    ['youniversity.yaml: ', bundle.courses],
  ];
  for (const [where, records] of tagged) {
    for (const record of records) {
      record.tags.forEach((tag, i) => {
        if (knownTags.has(tag)) return;
        const file = where.endsWith('/') ? `${where}${record.slug}.md: ` : `${where}${record.slug}: `;
        problems.push(`${file}tags.${i}: unknown tag "${tag}" (the tags are listed in data/tags.json)`);
      });
    }
  }
  const itemKeys = bundle.stores.flatMap((s) => s.items.map((item) => item.uniqueKey));
  duplicates(itemKeys).forEach((key) =>
    problems.push(`stores.yaml: the item uniqueKey "${key}" is used twice`),
  );
  const known = new Set(itemKeys);
  for (const project of checkItems ? bundle.projects : []) {
    project.components.forEach((component, i) => {
      if (!known.has(component.uniqueKey)) {
        problems.push(
          `projects/${project.slug}.md: components.${i}.uniqueKey: no item "${component.uniqueKey}" in stores.yaml`,
        );
      }
    });
  }
  const domainPositions = duplicates(bundle.domains.map((d) => String(d.position)));
  domainPositions.forEach((p) => problems.push(`learninghub: two domains have position ${p}`));
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { contentFolder } from './content-folder.ts';
import { hashContentFolder } from './content-hash.ts';
import { figureSources, readContent, SeedContentError } from './read-content.ts';
import { checkSeedSvg } from './svg-safety.ts';

const fixtures = fileURLToPath(new URL('./fixtures/content', import.meta.url));
const temporary: string[] = [];

/** A copy of the fixture folder with some files replaced (null deletes a file). */
function fixtureWith(changes: Record<string, string | null>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tl-content-'));
  temporary.push(dir);
  fs.cpSync(fixtures, dir, { recursive: true });
  for (const [file, content] of Object.entries(changes)) {
    const full = path.join(dir, file);
    if (content === null) fs.rmSync(full);
    else {
      fs.mkdirSync(path.dirname(full), { recursive: true });
      fs.writeFileSync(full, content);
    }
  }
  return dir;
}

afterEach(() => {
  for (const dir of temporary.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function problemsOf(dir: string): string[] {
  try {
    readContent(dir);
  } catch (error) {
    expect(error).toBeInstanceOf(SeedContentError);
    return (error as SeedContentError).problems;
  }
  throw new Error('expected the content to be refused');
}

describe('readContent', () => {
  it('reads every file of the fixture folder into typed records', () => {
    const bundle = readContent(fixtures);
    expect(bundle.articles.map((a) => a.slug)).toEqual(['kalman-filter', 'pid-control']);
    const pid = bundle.articles.find((a) => a.slug === 'pid-control')!;
    expect(pid).toMatchObject({
      title: 'PID control of a DC motor',
      author: 'Amara Osei',
      publishedAt: new Date('2025-06-17T00:00:00Z'),
      tags: ['control-systems', 'robotics'],
      readingMinutes: 1,
    });
    expect(pid.body.content[0]).toMatchObject({ type: 'paragraph' });
    expect(JSON.stringify(pid.body)).toContain('"mathInline"');
    expect(JSON.stringify(pid.body)).toContain('Costs $5 and $10 are prices');
    expect(bundle.domains).toEqual([
      expect.objectContaining({
        slug: 'control-systems',
        position: 1,
        topics: [
          expect.objectContaining({ slug: 'why-feedback', position: 1 }),
          expect.objectContaining({ slug: 'pid-basics', position: 2 }),
        ],
      }),
    ]);
    expect(bundle.projects[0]!.components).toEqual([
      { uniqueKey: 'POL-2130', quantity: 1, note: 'Any dual H-bridge will do' },
      { uniqueKey: 'ADA-3317', quantity: 2 },
    ]);
    expect(bundle.stores.flatMap((s) => s.items.map((i) => i.uniqueKey))).toEqual(['POL-2130', 'ADA-3317']);
    expect(bundle.programming[0]!.introduction.content.map((b) => b.type)).toEqual([
      'paragraph',
      'heading',
      'paragraph',
    ]);
    expect(bundle.hardware[0]!.keySpecs).toEqual({ Range: '2–400 cm', Resolution: '3 mm' });
  });

  it('names the file, the record and the field of each problem, all at once', () => {
    const dir = fixtureWith({
      'boards.yaml': fs
        .readFileSync(path.join(fixtures, 'boards.yaml'), 'utf8')
        .replace('clockMHz: 133', 'clockMHz: fast')
        .replace('family: rp2040', 'family: pic'),
      'articles/pid-control.md': fs
        .readFileSync(path.join(fixtures, 'articles/pid-control.md'), 'utf8')
        .replace('tags: [control-systems, robotics]', 'tags: [control-systems, robotcs]'),
      'blog/hello.md': '---\ntitle: Hello\nsummary: x\nauthor: A\npublishedAt: 26 Jan 2026\n---\nBody.',
    });
    const problems = problemsOf(dir);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^boards\.yaml: \[0\] raspberry-pi-pico: family: /),
        expect.stringMatching(/^boards\.yaml: \[0\] raspberry-pi-pico: clockMHz: /),
        'articles/pid-control.md: tags.1: unknown tag "robotcs" (the tags are listed in data/tags.json)',
        'blog/hello.md: publishedAt: must be a date written YYYY-MM-DD',
      ]),
    );
    expect(problems).toHaveLength(4);
  });

  it('refuses a component that names no item of stores.yaml', () => {
    const project = fs.readFileSync(path.join(fixtures, 'projects/line-follower.md'), 'utf8');
    const dir = fixtureWith({
      'projects/line-follower.md': project.replace('uniqueKey: ADA-3317', 'uniqueKey: ADA-9999'),
    });
    expect(problemsOf(dir)).toEqual([
      'projects/line-follower.md: components.1.uniqueKey: no item "ADA-9999" in stores.yaml',
    ]);
  });

  it('refuses unknown fields, so a misspelt field is not silently dropped', () => {
    const boards = fs
      .readFileSync(path.join(fixtures, 'boards.yaml'), 'utf8')
      .replace('clockMHz:', 'clockMhz:');
    const problems = problemsOf(fixtureWith({ 'boards.yaml': boards }));
    expect(problems.join('\n')).toMatch(/boards\.yaml: \[0\] raspberry-pi-pico: .*clockMhz/);
  });

  it('reports broken YAML and missing front matter with the file name', () => {
    expect(problemsOf(fixtureWith({ 'hardware.yaml': '- slug: x\n  name: [unclosed\n' }))[0]).toMatch(
      /^hardware\.yaml: invalid YAML: /,
    );
    expect(problemsOf(fixtureWith({ 'articles/no-front-matter.md': '# Just text\n' }))).toEqual([
      'articles/no-front-matter.md: the file must start with front matter between two "---" lines',
    ]);
  });

  it('refuses duplicates, bad file names and unsafe links in bodies', () => {
    const resources = fs.readFileSync(path.join(fixtures, 'resources.yaml'), 'utf8');
    const problems = problemsOf(
      fixtureWith({
        'resources.yaml': resources.replace('slug: art-of-electronics', 'slug: sutton-barto'),
        'learninghub/control-systems/pid.md': '---\ntitle: T\nsummary: S\n---\nBody.',
        'blog/evil.md':
          '---\ntitle: Evil\nsummary: S\nauthor: A\npublishedAt: 2026-01-01\n---\n[click](javascript:alert(1))',
      }),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        'resources.yaml: the slug "sutton-barto" is used twice',
        'learninghub/control-systems/pid.md: a topic file is named NN-<topic-slug>.md, e.g. 01-what-is-pid.md',
        expect.stringMatching(
          /^blog\/evil\.md: body: content\.0\.content\.0\.marks\.0\.attrs\.href: Links may use http/,
        ),
      ]),
    );
  });

  it('names the file and line of an unknown directive, and of a malformed block', () => {
    const topic = '---\ntitle: T\nsummary: S\n---\nIntro.\n\n:::quiz\nTry it.\n:::\n';
    expect(problemsOf(fixtureWith({ 'learninghub/control-systems/03-try-it.md': topic }))).toEqual([
      'learninghub/control-systems/03-try-it.md: body, line 7: ":::quiz" is not a directive the content format knows (:::code-cell, ::lab / :::lab, ::::exercise)',
    ]);
    const noAnswer = '---\ntitle: T\nsummary: S\n---\nIntro.\n\n::::exercise{#a title="A"}\nWhy?\n::::\n';
    expect(problemsOf(fixtureWith({ 'learninghub/control-systems/03-try-it.md': noAnswer }))).toEqual([
      'learninghub/control-systems/03-try-it.md: body, line 7: an exercise needs an ::answer{type=…} or ::choice lines',
    ]);
  });

  it('treats a missing optional file as empty', () => {
    expect(readContent(fixtureWith({ 'simulators.yaml': null })).simulators).toEqual([]);
  });
});

describe('readContent: images', () => {
  const drawing =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"><rect width="9" height="9"/></svg>';
  const withCover = (project: string, cover: string) =>
    project.replace('components:', `cover: ${cover}\ncomponents:`);

  it('points covers, logos and figures at the stored drawings, with their size', () => {
    const project = fs.readFileSync(path.join(fixtures, 'projects/line-follower.md'), 'utf8');
    const article = fs.readFileSync(path.join(fixtures, 'articles/pid-control.md'), 'utf8');
    const stores = fs.readFileSync(path.join(fixtures, 'stores.yaml'), 'utf8');
    const bundle = readContent(
      fixtureWith({
        'images/loop.svg': drawing,
        'images/robot.svg': drawing.replace('9', '8'),
        'projects/line-follower.md': withCover(project, 'images/robot.svg').replace(
          'Connect the driver.',
          'Connect the driver.\n\n![The driver wired to the board](images/loop.svg "Figure 1: wiring")',
        ),
        'articles/pid-control.md': `${article}\n\n![A feedback loop](images/loop.svg "The loop")\n`,
        'stores.yaml': stores.replace(/^(- slug: [a-z-]+)$/m, '$1\n  logo: images/robot.svg'),
      }),
    );
    const loop = bundle.images.find((i) => i.path === 'images/loop.svg')!;
    const robot = bundle.images.find((i) => i.path === 'images/robot.svg')!;
    const line = bundle.projects.find((p) => p.slug === 'line-follower')!;
    expect(line.cover).toBe(robot.src);
    expect(figureSources(line.body)).toEqual([loop.src]);
    expect(JSON.stringify(line.body)).toContain(
      JSON.stringify({
        type: 'image',
        attrs: {
          src: loop.src,
          alt: 'The driver wired to the board',
          title: 'Figure 1: wiring',
          width: 640,
          height: 360,
        },
      }),
    );
    expect(bundle.articles.find((a) => a.slug === 'pid-control')!.cover).toBe(loop.src);
    expect(bundle.articles.find((a) => a.slug === 'kalman-filter')!.cover).toBeNull();
    expect(bundle.stores[0]!.logo).toBe(robot.src);
    expect(bundle.stores[1]!.logo).toBeNull();
  });

  it('refuses a missing drawing, a figure without alt text and an unsafe drawing', () => {
    const project = fs.readFileSync(path.join(fixtures, 'projects/line-follower.md'), 'utf8');
    const problems = problemsOf(
      fixtureWith({
        'images/evil.svg': drawing.replace('<rect', '<rect onclick="alert(1)"'),
        'projects/line-follower.md': withCover(project, 'images/none.svg'),
        'blog/figures.md':
          '---\ntitle: F\nsummary: S\nauthor: A\npublishedAt: 2026-01-01\n---\n![](images/evil.svg "Caption")\n\n![Alt](https://example.org/x.svg)',
      }),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        'images/evil.svg: the drawing has an event handler (onclick)',
        'projects/line-follower.md: cover: there is no image "images/none.svg" (or it was refused, see above)',
        'blog/figures.md: body: the figure images/evil.svg needs alt text',
        'blog/figures.md: body: there is no image "images/evil.svg" (figures live in images/)',
        expect.stringMatching(
          /^blog\/figures\.md: body: content\.1\.attrs\.src: Images must be files on this site/,
        ),
      ]),
    );
  });
});

describe('the repository content folder', () => {
  it('is found from the source tree and from the bundled server', () => {
    const folder = contentFolder();
    expect(folder.endsWith(path.join('apps', 'server', 'src', 'db', 'seed', 'content'))).toBe(true);
    const bundled = path.resolve(folder, '../../../../dist/main.js');
    expect(contentFolder(bundled)).toBe(folder);
  });

  it('holds valid content (what every server start loads)', () => {
    expect(() => readContent(contentFolder())).not.toThrow();
  });

  it('gives every project a cover and a diagram, every article a figure and every store a logo', () => {
    const bundle = readContent(contentFolder());
    const stored = new Set(bundle.images.map((i) => i.src));
    expect(bundle.projects).toHaveLength(6);
    for (const project of bundle.projects) {
      expect(project.cover, project.slug).toMatch(/^\/uploads\//);
      expect(stored.has(project.cover!), project.slug).toBe(true);
      const figures = figureSources(project.body);
      expect(figures.length, project.slug).toBeGreaterThanOrEqual(1);
      expect(figures).not.toContain(project.cover);
    }
    for (const article of bundle.articles) {
      expect(figureSources(article.body).length, article.slug).toBeGreaterThanOrEqual(1);
      expect(article.cover, article.slug).toBe(figureSources(article.body)[0]);
    }
    for (const store of bundle.stores) expect(stored.has(store.logo ?? ''), store.slug).toBe(true);
  });

  it('has alt text and a caption on every figure, and only safe drawings that exist', () => {
    const bundle = readContent(contentFolder());
    const stored = new Map(bundle.images.map((i) => [i.src, i]));
    const figures = JSON.stringify([bundle.articles, bundle.blogPosts, bundle.projects, bundle.domains])
      .match(/\{"type":"image","attrs":\{[^}]*\}\}/g)!
      .map((node) => (JSON.parse(node) as { attrs: Record<string, unknown> }).attrs);
    expect(figures.length).toBeGreaterThanOrEqual(14);
    for (const figure of figures) {
      const image = stored.get(figure.src as string)!;
      expect(image, String(figure.src)).toBeDefined();
      expect((figure.alt as string).length, image.path).toBeGreaterThan(30);
      expect((figure.title as string).length, image.path).toBeGreaterThan(10);
      expect([figure.width, figure.height]).toEqual([image.width, image.height]);
    }
    for (const image of bundle.images) {
      const file = fs.readFileSync(path.join(contentFolder(), image.path), 'utf8');
      expect(checkSeedSvg(file).ok, image.path).toBe(true);
      expect(file, image.path).toMatch(/<title>[^<]+<\/title>/);
    }
  });
});

describe('hashContentFolder', () => {
  it('changes when any content file changes, and only then', () => {
    const a = fixtureWith({});
    const b = fixtureWith({});
    expect(hashContentFolder(a)).toBe(hashContentFolder(b));
    fs.appendFileSync(path.join(b, 'articles/kalman-filter.md'), '\nMore.\n');
    expect(hashContentFolder(a)).not.toBe(hashContentFolder(b));
    fs.writeFileSync(path.join(a, 'README.md'), 'Docs only.');
    expect(hashContentFolder(a)).toBe(hashContentFolder(fixtureWith({})));
  });
});

/**
 * Generated rich-text bodies (the editor's JSON, valid for @tinkerlabs/rich-text's validateDoc):
 * an introduction, then sections under level-2 headings (some with level-3 subsections) holding
 * paragraphs with marks, links and inline maths, display equations, code blocks, bullet and
 * numbered lists and the odd quote, until the requested length is reached. Every body of some
 * length has at least one equation, one program and one list.
 */
import type {
  BasicBlockNode,
  BlockNode,
  InlineNode,
  Mark,
  ParagraphNode,
  RichTextDoc,
} from '@tinkerlabs/rich-text/document';
import { headingFor, sentenceSegments, type Segment } from './prose.ts';
import { between, chance, pick, type Random } from './seeded-values.ts';
import type { Topic } from './topics.ts';

const referenceLinks = [
  'https://docs.arduino.cc/',
  'https://docs.micropython.org/',
  'https://www.raspberrypi.com/documentation/microcontrollers/',
  'https://docs.espressif.com/projects/esp-idf/',
  'https://en.wikipedia.org/wiki/Control_theory',
] as const;

type Kind = 'paragraph' | 'math' | 'code' | 'list' | 'subsection' | 'quote';

const blockWeights: readonly [Kind, number][] = [
  ['paragraph', 6],
  ['math', 1.1],
  ['code', 0.9],
  ['list', 1.1],
  ['subsection', 0.5],
  ['quote', 0.2],
];

/**
 * A body of about `words` words on `topic`.
 * @example generateDocument(streamFor(1, 'demo'), topics[0], 800)
 */
export function generateDocument(random: Random, topic: Topic, words: number): RichTextDoc {
  const writer = new BodyWriter(random, topic);
  writer.paragraph(between(random, 2, 4));
  // The kinds every longer body shows once, early: display maths, code and a list.
  const owed: Kind[] = words >= 250 ? ['math', 'code', 'list'] : [];
  while (writer.words < words || writer.sections < 2) {
    writer.heading(2);
    const blocks = between(random, 2, 5);
    for (let i = 0; i < blocks && (writer.words < words || i === 0); i++) {
      const kind = owed.shift() ?? weighted(random);
      writer.block(kind);
    }
  }
  return { type: 'doc', content: writer.content };
}

class BodyWriter {
  content: BlockNode[] = [];
  words = 0;
  sections = 0;

  constructor(
    private random: Random,
    private topic: Topic,
  ) {}

  heading(level: 2 | 3) {
    if (level === 2) this.sections++;
    const text = headingFor(this.random, this.topic);
    this.words += countWords(text);
    this.content.push({ type: 'heading', attrs: { level }, content: [{ type: 'text', text }] });
  }

  block(kind: Kind) {
    switch (kind) {
      case 'paragraph':
        return this.paragraph(between(this.random, 2, 6));
      case 'math':
        this.paragraph(between(this.random, 1, 3));
        this.content.push({
          type: 'mathBlock',
          attrs: { expression: pick(this.random, this.topic.formulas) },
        });
        this.words += 8;
        return;
      case 'code': {
        const sample = pick(this.random, this.topic.code);
        this.content.push({
          type: 'codeBlock',
          attrs: { language: sample.language },
          content: [{ type: 'text', text: sample.code }],
        });
        this.words += countWords(sample.code);
        return;
      }
      case 'list':
        return this.content.push(this.list());
      case 'subsection':
        this.heading(3);
        return this.paragraph(between(this.random, 2, 5));
      case 'quote':
        this.content.push({ type: 'blockquote', content: [this.paragraphNode(between(this.random, 1, 2))] });
        return;
    }
  }

  paragraph(sentences: number) {
    this.content.push(this.paragraphNode(sentences));
  }

  private paragraphNode(sentences: number): ParagraphNode {
    const inline: InlineNode[] = [];
    for (let i = 0; i < sentences; i++) {
      if (i > 0) appendText(inline, ' ');
      for (const segment of sentenceSegments(this.random, this.topic)) this.addSegment(inline, segment);
    }
    if (chance(this.random, 0.05)) {
      appendText(inline, ' More in the ');
      inline.push({
        type: 'text',
        text: 'reference documentation',
        marks: [{ type: 'link', attrs: { href: pick(this.random, referenceLinks) } }],
      });
      appendText(inline, '.');
    }
    return { type: 'paragraph', content: inline };
  }

  private addSegment(inline: InlineNode[], segment: Segment) {
    this.words += countWords(segment.text);
    if (segment.kind === 'math') {
      inline.push({ type: 'mathInline', attrs: { expression: segment.text } });
      return;
    }
    const mark = segment.kind === 'term' ? this.termMark() : null;
    if (mark) inline.push({ type: 'text', text: segment.text, marks: [mark] });
    else appendText(inline, segment.text);
  }

  private termMark(): Mark | null {
    const r = this.random();
    if (r < 0.06) return { type: 'bold' };
    if (r < 0.1) return { type: 'italic' };
    return null;
  }

  private list(): BasicBlockNode {
    const items = Array.from({ length: between(this.random, 2, 6) }, () => ({
      type: 'listItem' as const,
      content: [this.paragraphNode(1)],
    }));
    return chance(this.random, 0.6)
      ? { type: 'bulletList', content: items }
      : { type: 'orderedList', attrs: { start: 1 }, content: items };
  }
}

/** Adds unmarked text, joining it to an unmarked text node just before. */
function appendText(inline: InlineNode[], text: string) {
  const last = inline[inline.length - 1];
  if (last?.type === 'text' && !last.marks) last.text += text;
  else inline.push({ type: 'text', text });
}

function weighted(random: Random): Kind {
  const total = blockWeights.reduce((sum, [, w]) => sum + w, 0);
  let r = random() * total;
  for (const [kind, weight] of blockWeights) {
    r -= weight;
    if (r < 0) return kind;
  }
  return 'paragraph';
}

const countWords = (text: string): number => text.split(/\s+/).filter(Boolean).length;

/**
 * Converts the Markdown the seed content is written in (see the content README) to the editor's
 * document. micromark parses it (CommonMark, `$…$` / `$$` maths, `:::name` directives) into an mdast
 * tree; this file only maps that tree to our nodes and keeps the content format's own rules:
 * heading levels brought into 2–4, a figure is an image on a line of its own, pandoc's rule for
 * `$…$` (so "costs $5 and $10" stays text), and anything outside the format (raw HTML, an image
 * inside a line) stays visible as text rather than being dropped. Directives stand for the
 * interactive blocks (markdown-directives.ts); an unknown one is a `MarkdownSyntaxError` naming its line.
 */
import { fromMarkdown } from 'mdast-util-from-markdown';
import { directiveFromMarkdown } from 'mdast-util-directive';
import { mathFromMarkdown } from 'mdast-util-math';
import { directive } from 'micromark-extension-directive';
import { math } from 'micromark-extension-math';
import { directiveBlock, knownDirectives, type DirectiveNode } from './markdown-directives.ts';
import type {
  BasicBlockNode,
  BlockNode,
  HeadingLevel,
  ImageNode,
  InlineNode,
  Mark,
  MarkType,
  RichTextDoc,
  TextNode,
} from './document.ts';

type MdRoot = ReturnType<typeof fromMarkdown>;
/** Any node of the tree but the root. */
type MdNode = MdRoot['children'][number];
type Md<T extends MdNode['type']> = Extract<MdNode, { type: T }>;
type MdPhrasing = Md<'paragraph'>['children'][number];

/** Markdown the converter refuses (an unknown directive, a malformed block), with its line (1-based). */
export class MarkdownSyntaxError extends Error {
  constructor(
    readonly line: number,
    readonly problem: string,
  ) {
    super(`line ${line}: ${problem}`);
    this.name = 'MarkdownSyntaxError';
  }
}

/**
 * @example markdownToDoc('## Gains\n\nSet $K_p$ first.')
 * // { type: 'doc', content: [heading 2 "Gains", paragraph "Set " + mathInline K_p + " first."] }
 */
export function markdownToDoc(markdown: string): RichTextDoc {
  const source = markdown.replace(/\r\n?/g, '\n');
  const tree = fromMarkdown(source, {
    extensions: [math(), directive()],
    mdastExtensions: [mathFromMarkdown(), directiveFromMarkdown()],
  });
  const definitions = new Map<string, string>();
  for (const node of tree.children)
    if (node.type === 'definition') definitions.set(node.identifier, node.url);
  const content = new Converter(source, definitions).blocks(tree.children);
  return { type: 'doc', content: content.length ? content : [{ type: 'paragraph' }] };
}

class Converter {
  constructor(
    private readonly source: string,
    private readonly definitions: ReadonlyMap<string, string>,
  ) {}

  blocks(nodes: readonly MdNode[]): BlockNode[] {
    return nodes.flatMap((node) => this.block(node));
  }

  private block(node: MdNode): BlockNode[] {
    switch (node.type) {
      case 'paragraph':
        return this.paragraph(node);
      case 'heading': {
        // The page title is the only h1 and the editor offers levels 2–4: other levels are brought into range.
        const level = Math.min(4, Math.max(2, node.depth)) as HeadingLevel;
        const content = this.inline(node.children, []);
        return [{ type: 'heading', attrs: { level }, ...(content.length ? { content } : {}) }];
      }
      case 'thematicBreak':
        return [{ type: 'horizontalRule' }];
      case 'blockquote': {
        const content = this.basicBlocks(node.children, 'a quote');
        return content.length ? [{ type: 'blockquote', content } as const] : [];
      }
      case 'list': {
        const content = node.children.map((item) => {
          const blocks = this.basicBlocks(item.children, 'a list');
          // TipTap's list item must open with a paragraph.
          if (blocks[0]?.type !== 'paragraph') blocks.unshift({ type: 'paragraph' });
          return { type: 'listItem' as const, content: blocks };
        });
        return [
          node.ordered
            ? { type: 'orderedList', attrs: { start: node.start ?? 1 }, content }
            : { type: 'bulletList', content },
        ];
      }
      case 'code':
        return [
          {
            type: 'codeBlock',
            attrs: { language: node.lang ? node.lang.toLowerCase() : null },
            ...(node.value ? { content: [{ type: 'text', text: node.value }] } : {}),
          },
        ];
      case 'math': {
        // Indentation inside LaTeX means nothing; the document keeps the lines without it.
        const expression = node.value
          .split('\n')
          .map((line) => line.trim())
          .join('\n')
          .trim();
        return [{ type: 'mathBlock', attrs: { expression } }];
      }
      case 'html':
        return [{ type: 'paragraph', content: [{ type: 'text', text: node.value.replace(/\n/g, ' ') }] }];
      case 'definition':
        return [];
      case 'containerDirective':
      case 'leafDirective': {
        const block = directiveBlock(node as DirectiveNode, this.directiveContext());
        if (!block) throw this.unknownDirective(node);
        return [block];
      }
      default:
        throw new MarkdownSyntaxError(this.line(node), `unexpected ${node.type} in a block`);
    }
  }

  /** Blocks inside a list or a quote: no interactive block may be there. */
  private basicBlocks(nodes: readonly MdNode[], where: string): BasicBlockNode[] {
    const blocks = this.blocks(nodes);
    const interactive = blocks.find(
      (block) => block.type === 'codeCell' || block.type === 'labWidget' || block.type === 'exercise',
    );
    if (interactive) {
      const at = nodes.find((node) => node.type === 'containerDirective' || node.type === 'leafDirective');
      throw new MarkdownSyntaxError(
        at ? this.line(at) : 1,
        `a ${interactive.type} cannot be inside ${where}`,
      );
    }
    return blocks as BasicBlockNode[];
  }

  private directiveContext() {
    return {
      blocks: (nodes: readonly unknown[]) => this.blocks(nodes as MdNode[]),
      inline: (nodes: readonly unknown[]) => this.inline(nodes as MdPhrasing[], []),
      inlineMarkdown: (text: string) => {
        const doc = markdownToDoc(text);
        const first = doc.content[0];
        return first?.type === 'paragraph' ? (first.content ?? []) : [];
      },
      fail: (line: number, problem: string): never => {
        throw new MarkdownSyntaxError(line, problem);
      },
    };
  }

  /** A paragraph; an image alone on its line in it is a figure, splitting the paragraph around it. */
  private paragraph(node: Md<'paragraph'>): BlockNode[] {
    const children = node.children;
    // `$$ x $$` alone is block maths, as on a line of its own.
    const only = children.length === 1 ? children[0] : undefined;
    if (only?.type === 'inlineMath' && this.raw(only).startsWith('$$')) {
      return [{ type: 'mathBlock', attrs: { expression: only.value.trim() } }];
    }
    const blocks: BlockNode[] = [];
    let run: MdPhrasing[] = [];
    const flush = () => {
      const content = this.inline(run, []);
      if (content.length) blocks.push({ type: 'paragraph', content });
      run = [];
    };
    children.forEach((child, i) => {
      const [before, after] = [children[i - 1], children[i + 1]];
      const lineStart =
        !before || before.type === 'break' || (before.type === 'text' && before.value.endsWith('\n'));
      const lineEnd =
        !after || after.type === 'break' || (after.type === 'text' && after.value.startsWith('\n'));
      if ((child.type === 'image' || child.type === 'imageReference') && lineStart && lineEnd) {
        run = withoutLineEnd(run);
        flush();
        blocks.push(this.figure(child));
      } else if (run.length === 0 && blocks.at(-1)?.type === 'image') {
        // The line break after a figure ends its line, not the text that follows.
        if (child.type === 'text') run.push({ ...child, value: child.value.replace(/^\n/, '') });
        else if (child.type !== 'break') run.push(child);
      } else run.push(child);
    });
    flush();
    return blocks;
  }

  private figure(node: Md<'image'> | Md<'imageReference'>): ImageNode {
    const src = node.type === 'image' ? node.url : (this.definitions.get(node.identifier) ?? '');
    const title = node.type === 'image' ? node.title : null;
    return {
      type: 'image',
      attrs: { src, alt: node.alt?.trim() || null, title: title?.trim() || null, width: null, height: null },
    };
  }

  private inline(nodes: readonly MdPhrasing[], marks: readonly Mark[]): InlineNode[] {
    return mergeTexts(nodes.flatMap((node) => this.inlineNode(node, marks)));
  }

  private inlineNode(node: MdPhrasing, marks: readonly Mark[]): InlineNode[] {
    switch (node.type) {
      case 'text':
        return [textNode(node.value.replace(/\n/g, ' '), marks)];
      case 'strong':
        return this.inline(node.children, withMark(marks, { type: 'bold' }));
      case 'emphasis':
        return this.inline(node.children, withMark(marks, { type: 'italic' }));
      case 'inlineCode':
        return [textNode(node.value, withMark(marks, { type: 'code' }))];
      case 'break':
        return [{ type: 'hardBreak' }];
      case 'link':
      case 'linkReference': {
        const href = node.type === 'link' ? node.url : (this.definitions.get(node.identifier) ?? '');
        return this.inline(node.children, withMark(marks, { type: 'link', attrs: { href } }));
      }
      case 'inlineMath':
        return this.isMath(node)
          ? [{ type: 'mathInline', attrs: { expression: node.value.trim() } }]
          : [textNode(this.raw(node), marks)];
      case 'textDirective':
        // A bare ":name" is prose ("10:30", "ratio a:b"); one with [label] or {attributes} is a directive.
        if (this.raw(node) === `:${node.name}`) return [textNode(this.raw(node), marks)];
        throw this.unknownDirective(node);
      case 'html':
      case 'image':
      case 'imageReference':
        return [textNode(this.raw(node).replace(/\n/g, ' '), marks)];
      default:
        throw new MarkdownSyntaxError(this.line(node), `unexpected ${node.type} in a paragraph`);
    }
  }

  /**
   * Pandoc's rule, which the content format keeps: `$…$` is maths only when the opening `$` has a
   * non-space right after it, the closing one a non-space right before it and no digit right after.
   * micromark reads `$…$` like a code span, so "costs $5 and $10" would otherwise be maths.
   */
  private isMath(node: Md<'inlineMath'>): boolean {
    const raw = this.raw(node);
    if (raw.startsWith('$$')) return node.value.trim() !== '';
    const after = this.source[node.position!.end.offset!] ?? '';
    return /^\S(.*\S)?$/s.test(raw.slice(1, -1)) && !/[0-9]/.test(after);
  }

  private unknownDirective(node: Md<'containerDirective' | 'leafDirective' | 'textDirective'>) {
    const colons = { containerDirective: ':::', leafDirective: '::', textDirective: ':' }[node.type];
    return new MarkdownSyntaxError(
      this.line(node),
      `"${colons}${node.name}" is not a directive the content format knows (${knownDirectives.join(', ')})`,
    );
  }

  private raw(node: MdNode): string {
    return this.source.slice(node.position!.start.offset!, node.position!.end.offset!);
  }

  private line(node: MdNode): number {
    return node.position?.start.line ?? 1;
  }
}

/** Drops the line break that ends the text before a figure. */
function withoutLineEnd(run: MdPhrasing[]): MdPhrasing[] {
  const last = run.at(-1);
  if (last?.type === 'break') return run.slice(0, -1);
  if (last?.type === 'text') return [...run.slice(0, -1), { ...last, value: last.value.replace(/\n$/, '') }];
  return run;
}

const markOrder: MarkType[] = ['link', 'bold', 'italic', 'strike', 'code'];

function withMark(marks: readonly Mark[], mark: Mark): Mark[] {
  if (marks.some((m) => m.type === mark.type)) return [...marks];
  return [...marks, mark].sort((a, b) => markOrder.indexOf(a.type) - markOrder.indexOf(b.type));
}

function textNode(text: string, marks: readonly Mark[]): TextNode {
  return marks.length ? { type: 'text', text, marks: [...marks] } : { type: 'text', text };
}

/** Joins neighbouring text nodes with the same marks and drops empty ones, as ProseMirror would. */
function mergeTexts(nodes: InlineNode[]): InlineNode[] {
  const out: InlineNode[] = [];
  for (const node of nodes) {
    if (node.type === 'text' && !node.text) continue;
    const last = out.at(-1);
    if (node.type === 'text' && last?.type === 'text' && sameMarks(last.marks, node.marks)) {
      out[out.length - 1] = { ...last, text: last.text + node.text };
    } else out.push(node);
  }
  return out;
}

function sameMarks(a: Mark[] | undefined, b: Mark[] | undefined): boolean {
  return JSON.stringify(a ?? []) === JSON.stringify(b ?? []);
}

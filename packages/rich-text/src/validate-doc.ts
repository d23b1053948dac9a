/**
 * Checks that an unknown value (a request body, say) is a document this site will store and render:
 * only the known nodes, marks and attributes, in the places the editor's schema allows them, with
 * safe link and image addresses, maths without KaTeX's untrusted commands, and within size limits. Errors are values naming where and why.
 * TipTap's own defaults for attributes we do not use (a link's target/rel/class, an ordered list's
 * type) are accepted and dropped, so the editor's output validates as it is.
 */
import { z } from 'zod';
import type { BasicBlockNode, BlockNode, InlineNode, ListItemNode, RichTextDoc } from './document.ts';
import { blockNodeTypes, codeCellLanguages, inlineNodeTypes, interactiveNodeTypes } from './document.ts';
import { exerciseAnswerKinds, type ExerciseAnswer } from './exercise.ts';
import { labWidgetAttrsSchema } from './lab-widget-schema.ts';
import { checkMathExpression } from './math-expression.ts';
import { checkImageSrc, checkLinkHref, type UrlVerdict } from './safe-url.ts';

export type DocLimits = { maxTextLength: number; maxNodes: number; maxDepth: number };
export const defaultDocLimits: DocLimits = { maxTextLength: 200_000, maxNodes: 20_000, maxDepth: 20 };

export type DocProblem = { path: string; message: string };
export type ValidateDocResult = { ok: true; doc: RichTextDoc } | { ok: false; errors: DocProblem[] };

/**
 * @example
 * const result = validateDoc(body.content);
 * if (!result.ok) throw validationFailed(Object.fromEntries(result.errors.map((e) => [e.path, e.message])));
 */
export function validateDoc(value: unknown, limits: Partial<DocLimits> = {}): ValidateDocResult {
  const sizeProblem = checkSize(value, { ...defaultDocLimits, ...limits });
  if (sizeProblem) return { ok: false, errors: [{ path: '', message: sizeProblem }] };
  const result = docSchema.safeParse(value);
  if (result.success) return { ok: true, doc: result.data };
  return {
    ok: false,
    errors: result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  };
}

/**
 * A zod schema for request bodies: it accepts what `validateDoc` accepts and reports its problems
 * as issues at their paths. @example z.object({ title: z.string(), body: richTextDocInput })
 */
export const richTextDocInput = z.unknown().transform((value, ctx): RichTextDoc => {
  const result = validateDoc(value);
  if (result.ok) return result.doc;
  for (const problem of result.errors) {
    ctx.addIssue({
      code: 'custom',
      message: problem.message,
      path: problem.path ? problem.path.split('.') : [],
    });
  }
  return z.NEVER;
});

// The size check walks the raw value first, without recursion, so a hostile document cannot make
// the schema below recurse deeply or spend long on millions of nodes.
function checkSize(value: unknown, limits: DocLimits): string | null {
  let nodes = 0;
  let textLength = 0;
  const stack: Array<{ node: unknown; depth: number }> = [{ node: value, depth: 1 }];
  while (stack.length) {
    const { node, depth } = stack.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    if (depth > limits.maxDepth) return tooDeep(limits);
    if (++nodes > limits.maxNodes) return tooManyParts(limits);
    const record = node as { text?: unknown; attrs?: unknown; content?: unknown };
    if (typeof record.text === 'string') textLength += record.text.length;
    // Attributes hold text too (a formula, a code cell's program, an exercise's question and hints),
    // and nodes: each node there is one level deeper than the node holding it.
    if (typeof record.attrs === 'object' && record.attrs !== null) {
      const attrs: Array<{ value: unknown; depth: number }> = [{ value: record.attrs, depth }];
      while (attrs.length) {
        const { value, depth: at } = attrs.pop()!;
        if (typeof value === 'string') textLength += value.length;
        else if (typeof value === 'object' && value !== null) {
          if (++nodes > limits.maxNodes) return tooManyParts(limits);
          const level = typeof (value as { type?: unknown }).type === 'string' ? at + 1 : at;
          if (level > limits.maxDepth) return tooDeep(limits);
          for (const child of Object.values(value)) attrs.push({ value: child, depth: level });
        }
      }
    }
    if (textLength > limits.maxTextLength) {
      return `The document is longer than the limit of ${format(limits.maxTextLength)} characters of text.`;
    }
    if (Array.isArray(record.content)) {
      for (const child of record.content) stack.push({ node: child, depth: depth + 1 });
    }
  }
  return null;
}

function tooDeep(limits: DocLimits): string {
  return `The document is nested more than ${limits.maxDepth} levels deep.`;
}

function tooManyParts(limits: DocLimits): string {
  return `The document has more than ${format(limits.maxNodes)} parts (paragraphs, list items, text runs …); split it into several.`;
}

function format(n: number): string {
  return n.toLocaleString('en-GB').replace(/,/g, ' ');
}

function safeUrl(check: (value: string) => UrlVerdict) {
  return z.string().superRefine((value, ctx) => {
    const verdict = check(value);
    if (!verdict.ok) ctx.addIssue({ code: 'custom', message: verdict.reason });
  });
}

function nodeError(kind: string, allowed: readonly string[]) {
  return (issue: { input?: unknown }) => {
    const type = (issue.input as { type?: unknown } | null)?.type;
    if (typeof issue.input !== 'object' || issue.input === null)
      return `Expected a ${kind} node object here.`;
    return typeof type === 'string'
      ? `The node type "${type}" cannot be used here: expected one of ${allowed.join(', ')}.`
      : `This node has no type: expected one of ${allowed.join(', ')}.`;
  };
}

const unknownKeys = (issue: { code?: string; keys?: string[] }) =>
  issue.code === 'unrecognized_keys' ? `Unknown attribute or field: ${issue.keys?.join(', ')}.` : undefined;

const strict = <T extends z.core.$ZodLooseShape>(shape: T) => z.strictObject(shape, { error: unknownKeys });

const linkAttrs = strict({
  href: safeUrl(checkLinkHref),
  target: z.union([z.literal('_blank'), z.null()]).optional(),
  rel: z
    .string()
    .regex(/^(?:noopener|noreferrer|nofollow|ugc)(?: (?:noopener|noreferrer|nofollow|ugc))*$/)
    .nullable()
    .optional(),
  class: z.null().optional(),
}).transform(({ href }) => ({ href }));

const mark = z.discriminatedUnion(
  'type',
  [
    strict({ type: z.literal('bold') }),
    strict({ type: z.literal('italic') }),
    strict({ type: z.literal('strike') }),
    strict({ type: z.literal('code') }),
    strict({ type: z.literal('link'), attrs: linkAttrs }),
  ],
  { error: nodeError('mark', ['bold', 'italic', 'strike', 'code', 'link']) },
);

const text = strict({
  type: z.literal('text'),
  text: z.string().min(1, 'A text node may not be empty.'),
  marks: z
    .array(mark)
    .max(5)
    .refine((marks) => new Set(marks.map((m) => m.type)).size === marks.length, 'A mark appears twice.')
    .optional(),
});

const mathAttrs = strict({
  expression: z
    .string()
    .max(10_000, 'A formula may be at most 10 000 characters.')
    .superRefine((expression, ctx) => {
      const verdict = checkMathExpression(expression);
      if (!verdict.ok) ctx.addIssue({ code: 'custom', message: verdict.reason });
    }),
});

const inline: z.ZodType<InlineNode, unknown> = z.discriminatedUnion(
  'type',
  [
    text,
    strict({ type: z.literal('hardBreak') }),
    strict({ type: z.literal('mathInline'), attrs: mathAttrs }),
  ],
  { error: nodeError('inline', inlineNodeTypes) },
);

const block: z.ZodType<BasicBlockNode, unknown> = z.lazy(() => blockUnion);

const listItem: z.ZodType<ListItemNode, unknown> = strict({
  type: z.literal('listItem'),
  content: z
    .array(block)
    .min(1, 'A list item may not be empty.')
    .refine((content) => content[0]?.type === 'paragraph', 'A list item must start with a paragraph.'),
});

const listItems = z.array(listItem).min(1, 'A list needs at least one item.');
const blocks = z.array(block).min(1, 'This node needs at least one block inside.');
const inlineContent = z.array(inline).optional();

const basicBlockOptions = () =>
  [
    strict({ type: z.literal('paragraph'), content: inlineContent }),
    strict({
      type: z.literal('heading'),
      attrs: strict({
        level: z.union([z.literal(2), z.literal(3), z.literal(4)], {
          error: 'Headings have level 2, 3 or 4.',
        }),
      }),
      content: inlineContent,
    }),
    strict({ type: z.literal('bulletList'), content: listItems }),
    strict({
      type: z.literal('orderedList'),
      attrs: strict({
        start: z.number().int().min(0).max(1_000_000),
        type: z.enum(['1', 'a', 'A', 'i', 'I']).nullable().optional(),
      }).transform(({ start }) => ({ start })),
      content: listItems,
    }),
    strict({ type: z.literal('blockquote'), content: blocks }),
    strict({
      type: z.literal('codeBlock'),
      attrs: strict({
        language: z
          .string()
          .regex(/^[A-Za-z0-9+#._-]{1,32}$/, 'A code language is a short name such as cpp or python.')
          .nullable(),
      }),
      content: z.array(strict({ type: z.literal('text'), text: z.string().min(1) })).optional(),
    }),
    strict({ type: z.literal('horizontalRule') }),
    strict({
      type: z.literal('image'),
      attrs: strict({
        src: safeUrl(checkImageSrc),
        alt: z.string().max(500).nullable(),
        title: z.string().max(500).nullable(),
        width: z.number().int().min(1).max(10_000).nullable(),
        height: z.number().int().min(1).max(10_000).nullable(),
      }),
    }),
    strict({ type: z.literal('mathBlock'), attrs: mathAttrs }),
  ] as const;

const basicBlockTypes = blockNodeTypes.filter(
  (type) => !(interactiveNodeTypes as readonly string[]).includes(type),
);
const blockUnion = z.discriminatedUnion('type', basicBlockOptions(), {
  error: nodeError('block', basicBlockTypes),
});

// Interactive blocks: a code cell, a lab widget and an exercise, at a document's top level.

const blockId = z
  .string()
  .regex(
    /^[a-z0-9][a-z0-9-]{0,63}$/,
    'An id is 1–64 lower-case letters, digits and hyphens, such as "reach-of-the-arm".',
  );
const program = (what: string) => z.string().max(20_000, `${what} is at most 20 000 characters.`);
const language = z.enum(codeCellLanguages, {
  error: `The language is one of ${codeCellLanguages.join(', ')}.`,
});

const codeCell = strict({
  type: z.literal('codeCell'),
  attrs: strict({
    id: blockId,
    language,
    board: z.boolean(),
    code: program('A code cell'),
    input: z.string().max(10_000, 'A program input is at most 10 000 characters.'),
  }).refine((attrs) => !attrs.board || attrs.language === 'micropython', {
    message: 'Only a MicroPython cell has the virtual board.',
    path: ['board'],
  }),
});

const richBlocks = (what: string) => z.array(block).min(1, `${what} needs at least one paragraph.`);
const inlineText = z.array(inline);

const answer: z.ZodType<ExerciseAnswer, unknown> = z.discriminatedUnion(
  'kind',
  [
    strict({
      kind: z.literal('number'),
      value: z.number().refine(Number.isFinite, 'The answer is a finite number.'),
      tolerance: z.number().min(0, 'The tolerance is zero or more.').refine(Number.isFinite),
      unit: z.string().min(1).max(32).nullable(),
      mistakes: z.array(strict({ value: z.number().refine(Number.isFinite), feedback: inlineText })).max(20),
    }),
    strict({
      kind: z.literal('choice'),
      multiple: z.boolean(),
      options: z
        .array(
          strict({
            id: blockId,
            text: inlineText.min(1, 'An option needs its text.'),
            correct: z.boolean(),
            feedback: inlineText,
          }),
        )
        .min(2, 'A choice needs at least two options.')
        .max(12, 'A choice has at most 12 options.')
        .refine(
          (options) => new Set(options.map((o) => o.id)).size === options.length,
          'Two options have the same id.',
        ),
    }).superRefine((choice, ctx) => {
      const correct = choice.options.filter((option) => option.correct).length;
      if (correct === 0)
        ctx.addIssue({ code: 'custom', message: 'Mark at least one option correct.', path: ['options'] });
      if (correct > 1 && !choice.multiple)
        ctx.addIssue({
          code: 'custom',
          message: 'Several options are correct: make it a "choose all that apply" question.',
          path: ['multiple'],
        });
    }),
    strict({
      kind: z.literal('text'),
      accepted: z
        .array(z.string().trim().min(1).max(500))
        .min(1, 'Give at least one accepted answer.')
        .max(20),
      mode: z.enum(['text', 'expression']),
      mistakes: z.array(strict({ value: z.string().min(1).max(500), feedback: inlineText })).max(20),
    }),
    strict({
      kind: z.literal('code'),
      language,
      code: program('The starting code'),
      tests: program('The tests').min(1, 'A code exercise needs its tests.'),
      solution: program('The solution').min(1, 'A code exercise needs its solution.'),
    }),
  ],
  { error: () => `An answer's kind is one of ${exerciseAnswerKinds.join(', ')}.` },
);

const exercise = strict({
  type: z.literal('exercise'),
  attrs: strict({
    id: blockId,
    title: z
      .string()
      .trim()
      .min(1, 'An exercise needs a title.')
      .max(120, 'A title is at most 120 characters.'),
    question: richBlocks('The question'),
    answer,
    hints: z.array(richBlocks('A hint')).max(10, 'An exercise has at most 10 hints.'),
    solution: richBlocks('The worked solution'),
    feedback: strict({ correct: inlineText, incorrect: inlineText }),
  }),
});

const labWidget = strict({ type: z.literal('labWidget'), attrs: labWidgetAttrsSchema });

// A document's own blocks: any basic block, or an interactive one (not inside a list or a quote).
const docBlock = z.discriminatedUnion('type', [...basicBlockOptions(), codeCell, labWidget, exercise], {
  error: nodeError('block', blockNodeTypes),
}) as z.ZodType<BlockNode, unknown>;

const docSchema: z.ZodType<RichTextDoc, unknown> = strict({
  type: z.literal('doc', { error: 'A document has type "doc".' }),
  content: z
    .array(docBlock)
    .min(1, 'A document needs at least one block.')
    .superRefine((content, ctx) => {
      // Progress and a learner's edits are kept under these ids: each is used once per document.
      const seen = new Set<string>();
      content.forEach((node, index) => {
        if (node.type !== 'codeCell' && node.type !== 'exercise') return;
        if (seen.has(node.attrs.id))
          ctx.addIssue({
            code: 'custom',
            message: `The id "${node.attrs.id}" is used by an earlier block: each code cell and exercise needs its own.`,
            path: [index, 'attrs', 'id'],
          });
        seen.add(node.attrs.id);
      });
    }),
});

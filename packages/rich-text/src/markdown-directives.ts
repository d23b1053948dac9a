/**
 * The seed Markdown's directives for interactive blocks (documented in the seed content's README):
 *
 *     :::code-cell{language=python}        a code cell (language python, micropython or cpp; `board`
 *     ```python                            for MicroPython's virtual board; `#id` optional)
 *     print("hi")
 *     ```
 *     ```input                             optional: the program's standard input
 *     :::
 *
 *     ::lab{kind=robot-arm arm=scara joints="0,45,0.05,0"}          a lab widget (see lab-widget.ts)
 *
 *     ::::exercise{#reach title="Reach of the arm"}
 *     The question, any prose and maths.
 *     ::answer{type=number value=0.55 tolerance=0.005 unit=m}
 *     ::mistake[What to say to someone who answers 0.3]{value=0.3}
 *     :::hint
 *     A hint; there may be several, revealed in order.
 *     :::
 *     :::solution
 *     The worked solution.
 *     :::
 *     ::::
 *
 * A choice is `::choice[Option text]{correct feedback="Why"}` lines (several correct ones make it
 * "choose all that apply"); a text answer `::answer{type=text accept="x^2|x**2" mode=expression}`;
 * a code answer a `:::answer{type=code language=python}` holding fences of the starting code, then
 * ```` ```python tests ```` and ```` ```python solution ````. `::feedback[…]{when=correct}` sets what
 * a right (or `when=incorrect`, wrong) answer hears.
 */
import type {
  BasicBlockNode,
  BlockNode,
  CodeCellLanguage,
  CodeCellNode,
  ExerciseNode,
  InlineNode,
  LabWidgetNode,
} from './document.ts';
import { codeCellLanguages } from './document.ts';
import type { ChoiceOption, ExerciseAnswer, ExerciseAttrs, NumberMistake, TextMistake } from './exercise.ts';
import type { LabWidgetAttrs } from './lab-widget.ts';
import { labWidgetAttrsSchema } from './lab-widget-schema.ts';

/** The directive nodes of mdast-util-directive, as far as this file reads them. */
export type DirectiveNode = {
  type: 'containerDirective' | 'leafDirective' | 'textDirective';
  name: string;
  attributes?: Record<string, string | null | undefined> | null;
  children: unknown[];
  position?: { start: { line: number } };
};

/** What the directives need from the Markdown converter. */
export interface DirectiveContext {
  /** Converts child nodes to blocks (directives inside them included). */
  blocks(nodes: readonly unknown[]): BlockNode[];
  /** Converts a label's phrasing to inline nodes. */
  inline(nodes: readonly unknown[]): InlineNode[];
  /** Converts a Markdown snippet (an attribute's text) to inline nodes. */
  inlineMarkdown(text: string): InlineNode[];
  /** Fails at a line with a message. */
  fail(line: number, problem: string): never;
}

type MdCode = { type: 'code'; lang?: string | null; meta?: string | null; value: string };

const lineOf = (node: { position?: { start: { line: number } } }) => node.position?.start.line ?? 1;

/** The block a top-level directive stands for; `null` when the name is not one of ours. */
export function directiveBlock(node: DirectiveNode, context: DirectiveContext): BlockNode | null {
  if (node.type === 'containerDirective' && node.name === 'code-cell') return codeCell(node, context);
  if (node.name === 'lab' && node.type !== 'textDirective') return labWidget(node, context);
  if (node.type === 'containerDirective' && node.name === 'exercise') return exercise(node, context);
  return null;
}

/** The directive names this file knows, for the error that names an unknown one. */
export const knownDirectives = [':::code-cell', '::lab / :::lab', '::::exercise'];

function attributes(node: DirectiveNode): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(node.attributes ?? {})) out[key] = value ?? '';
  return out;
}

function fences(node: DirectiveNode, context: DirectiveContext): MdCode[] {
  return node.children.map((child) => {
    const typed = child as { type: string };
    if (typed.type !== 'code')
      context.fail(
        lineOf(child as DirectiveNode),
        `":::${node.name}" holds only fenced code blocks, not ${typed.type}`,
      );
    return child as MdCode;
  });
}

function language(value: string | undefined, line: number, context: DirectiveContext): CodeCellLanguage {
  if (!codeCellLanguages.includes(value as CodeCellLanguage))
    context.fail(
      line,
      `language=${value ?? '(missing)'}: a code cell's language is one of ${codeCellLanguages.join(', ')}`,
    );
  return value as CodeCellLanguage;
}

function codeCell(node: DirectiveNode, context: DirectiveContext): CodeCellNode {
  const line = lineOf(node);
  const attrs = attributes(node);
  const lang = language(attrs.language, line, context);
  const [program, ...rest] = fences(node, context);
  if (!program) context.fail(line, 'a code cell needs its program in a fenced code block');
  const input = rest.find((fence) => fence.lang === 'input');
  if (rest.some((fence) => fence.lang !== 'input'))
    context.fail(line, 'after the program, a code cell holds only an ```input fence');
  return {
    type: 'codeCell',
    attrs: {
      id: attrs.id || `cell-${shortHash(program.value)}`,
      language: lang,
      board: 'board' in attrs,
      code: program.value,
      input: input?.value ?? '',
    },
  };
}

/** The `::lab{kind=…}` name of each widget kind (interactive-to-directives.ts writes them back). */
export const widgetKinds: Record<string, LabWidgetAttrs['kind']> = {
  'robot-arm': 'robotArm',
  gridworld: 'gridworld',
  maze: 'maze',
  'coordinate-frames': 'coordinateFrames',
};

const numbers = (text: string | undefined) =>
  text === undefined || text.trim() === '' ? [] : text.split(',').map((part) => Number(part.trim()));

function labWidget(node: DirectiveNode, context: DirectiveContext): LabWidgetNode {
  const line = lineOf(node);
  const attrs = attributes(node);
  const kind = widgetKinds[attrs.kind ?? ''];
  if (!kind)
    context.fail(
      line,
      `kind=${attrs.kind ?? '(missing)'}: a lab's kind is one of ${Object.keys(widgetKinds).join(', ')}`,
    );
  let candidate: unknown;
  switch (kind) {
    case 'robotArm':
      candidate = {
        kind,
        arm: attrs.arm,
        joints: numbers(attrs.joints),
        target: attrs.target ? numbers(attrs.target) : null,
      };
      break;
    case 'gridworld':
      candidate = { kind, world: attrs.world, algorithm: attrs.algorithm };
      break;
    case 'maze': {
      const inline = node.type === 'containerDirective' ? fences(node, context)[0]?.value : undefined;
      candidate = {
        kind,
        maze: attrs.maze ?? null,
        text: inline ?? null,
        mouse: attrs.mouse ?? 'flood-fill',
      };
      break;
    }
    case 'coordinateFrames':
      candidate = { kind, figure: attrs.figure, values: numbers(attrs.values) };
      break;
  }
  const parsed = labWidgetAttrsSchema.safeParse(candidate);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    context.fail(line, `::lab ${issue.path.join('.') || 'attributes'}: ${issue.message}`);
  }
  return { type: 'labWidget', attrs: parsed.data };
}

function exercise(node: DirectiveNode, context: DirectiveContext): ExerciseNode {
  const line = lineOf(node);
  const attrs = attributes(node);
  if (!attrs.id) context.fail(line, 'an exercise needs an id: ::::exercise{#some-id title="…"}');
  if (!attrs.title) context.fail(line, 'an exercise needs a title="…"');
  const question: unknown[] = [];
  const hints: BasicBlockNode[][] = [];
  let solution: BasicBlockNode[] = [];
  let answerNode: DirectiveNode | null = null;
  const choices: DirectiveNode[] = [];
  const mistakes: DirectiveNode[] = [];
  const feedback: ExerciseAttrs['feedback'] = { correct: [], incorrect: [] };
  for (const child of node.children as DirectiveNode[]) {
    const isDirective = child.type === 'containerDirective' || child.type === 'leafDirective';
    if (!isDirective) {
      question.push(child);
      continue;
    }
    switch (child.name) {
      case 'answer':
        if (answerNode) context.fail(lineOf(child), 'an exercise has one ::answer');
        answerNode = child;
        break;
      case 'choice':
        choices.push(child);
        break;
      case 'mistake':
        mistakes.push(child);
        break;
      case 'feedback': {
        const when = attributes(child).when;
        if (when !== 'correct' && when !== 'incorrect')
          context.fail(lineOf(child), '::feedback[…] takes when=correct or when=incorrect');
        feedback[when] = context.inline(child.children);
        break;
      }
      case 'hint':
        hints.push(basic(child, context));
        break;
      case 'solution':
        solution = basic(child, context);
        break;
      default:
        context.fail(
          lineOf(child),
          `"${child.name}" is not part of an exercise (answer, choice, mistake, feedback, hint, solution)`,
        );
    }
  }
  const answer = exerciseAnswer(answerNode, choices, mistakes, line, context);
  return {
    type: 'exercise',
    attrs: {
      id: attrs.id,
      title: attrs.title,
      question: basicBlocks(context.blocks(question), line, context),
      answer,
      hints,
      solution,
      feedback,
    },
  };
}

function exerciseAnswer(
  node: DirectiveNode | null,
  choices: DirectiveNode[],
  mistakes: DirectiveNode[],
  line: number,
  context: DirectiveContext,
): ExerciseAnswer {
  if (choices.length) {
    if (node) context.fail(lineOf(node), 'a choice exercise has ::choice lines and no ::answer');
    const options: ChoiceOption[] = choices.map((choice, index) => {
      const attrs = attributes(choice);
      return {
        id: attrs.id || `option-${index + 1}`,
        text: context.inline(choice.children),
        correct: 'correct' in attrs,
        feedback: attrs.feedback ? context.inlineMarkdown(attrs.feedback) : [],
      };
    });
    return { kind: 'choice', multiple: options.filter((o) => o.correct).length > 1, options };
  }
  if (!node) context.fail(line, 'an exercise needs an ::answer{type=…} or ::choice lines');
  const attrs = attributes(node);
  const at = lineOf(node);
  switch (attrs.type) {
    case 'number': {
      const value = Number(attrs.value);
      const tolerance = Number(attrs.tolerance ?? 0);
      // Number('') is 0: a bare `value` (no number) is refused too.
      if (!attrs.value?.trim() || !Number.isFinite(value))
        context.fail(at, 'a number answer needs value=<number>');
      if (!Number.isFinite(tolerance) || tolerance < 0) context.fail(at, 'tolerance=<number ≥ 0>');
      const numberMistakes: NumberMistake[] = mistakes.map((mistake) => {
        const given = attributes(mistake).value;
        const wrong = Number(given);
        if (!given?.trim() || !Number.isFinite(wrong))
          context.fail(lineOf(mistake), '::mistake[…]{value=<number>}');
        return { value: wrong, feedback: context.inline(mistake.children) };
      });
      return { kind: 'number', value, tolerance, unit: attrs.unit || null, mistakes: numberMistakes };
    }
    case 'text': {
      if (!attrs.accept) context.fail(at, 'a text answer needs accept="answer|another form"');
      const mode = attrs.mode === 'expression' ? 'expression' : 'text';
      const textMistakes: TextMistake[] = mistakes.map((mistake) => ({
        value: attributes(mistake).value ?? '',
        feedback: context.inline(mistake.children),
      }));
      return {
        kind: 'text',
        accepted: attrs.accept.split('|').map((a) => a.trim()),
        mode,
        mistakes: textMistakes,
      };
    }
    case 'code': {
      if (node.type !== 'containerDirective')
        context.fail(at, 'a code answer is a :::answer{type=code language=…} holding its fences');
      const lang = language(attrs.language, at, context);
      const byRole = new Map<string, string>();
      for (const fence of fences(node, context)) byRole.set(fence.meta?.trim() || 'code', fence.value);
      for (const role of ['tests', 'solution'])
        if (!byRole.has(role))
          context.fail(at, `a code answer needs a fence marked ${role} (\`\`\`${lang} ${role})`);
      return {
        kind: 'code',
        language: lang,
        code: byRole.get('code') ?? '',
        tests: byRole.get('tests')!,
        solution: byRole.get('solution')!,
      };
    }
    default:
      return context.fail(
        at,
        `::answer type=${attrs.type ?? '(missing)'}: one of number, text, code (or ::choice lines)`,
      );
  }
}

function basic(node: DirectiveNode, context: DirectiveContext): BasicBlockNode[] {
  return basicBlocks(context.blocks(node.children), lineOf(node), context);
}

function basicBlocks(blocks: BlockNode[], line: number, context: DirectiveContext): BasicBlockNode[] {
  const interactive = blocks.find(
    (block) => block.type === 'codeCell' || block.type === 'labWidget' || block.type === 'exercise',
  );
  if (interactive) context.fail(line, `a ${interactive.type} cannot be inside another block`);
  return blocks as BasicBlockNode[];
}

/** A short stable id from a text (FNV-1a, 32 bits, base 36). */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

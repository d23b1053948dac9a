/**
 * The interactive blocks as the directives markdown-directives.ts reads (`:::code-cell`, `::lab`,
 * `::::exercise`), in mdast-util-directive's nodes, for doc-to-markdown.ts to write. Only what the
 * reader would not work out again is written: a choice's id when it is not its place
 * (`option-2`), a unit or a mode when there is one, the parts of an exercise that are not empty.
 */
import type { BlockContent, Code, PhrasingContent } from 'mdast';
import type { ContainerDirective, LeafDirective } from 'mdast-util-directive';
import { blocksToMdast, inlineToMdast } from './blocks-to-mdast.ts';
import type {
  CodeCellNode,
  ExerciseNode,
  InlineNode,
  InteractiveBlockNode,
  LabWidgetNode,
} from './document.ts';
import type { ExerciseAnswer } from './exercise.ts';
import { widgetKinds } from './markdown-directives.ts';

type Attributes = Record<string, string | null>;

/** What the mapping needs from the writer: an option's feedback is Markdown inside an attribute. */
export type InlineWriter = (nodes: readonly InlineNode[]) => string;

/**
 * @example interactiveToDirective({ type: 'labWidget', attrs: { kind: 'gridworld', world: 'cliff-walking', algorithm: 'sarsa' } }, write)
 * // the leaf directive written ::lab{kind=gridworld world=cliff-walking algorithm=sarsa}
 */
export function interactiveToDirective(
  block: InteractiveBlockNode,
  inlineMarkdown: InlineWriter,
): ContainerDirective | LeafDirective {
  switch (block.type) {
    case 'codeCell':
      return codeCell(block);
    case 'labWidget':
      return labWidget(block);
    case 'exercise':
      return exercise(block, inlineMarkdown);
  }
}

function codeCell({ attrs }: CodeCellNode): ContainerDirective {
  const children: Code[] = [{ type: 'code', lang: attrs.language, value: attrs.code }];
  if (attrs.input) children.push({ type: 'code', lang: 'input', value: attrs.input });
  return container(
    'code-cell',
    { id: attrs.id, language: attrs.language, board: flag(attrs.board) },
    children,
  );
}

const kindNames = Object.fromEntries(Object.entries(widgetKinds).map(([name, kind]) => [kind, name]));

function labWidget({ attrs }: LabWidgetNode): ContainerDirective | LeafDirective {
  const kind = kindNames[attrs.kind]!;
  switch (attrs.kind) {
    case 'robotArm':
      return leaf('lab', {
        kind,
        arm: attrs.arm,
        joints: attrs.joints.join(','),
        target: attrs.target ? attrs.target.join(',') : null,
      });
    case 'gridworld':
      return leaf('lab', { kind, world: attrs.world, algorithm: attrs.algorithm });
    case 'maze': {
      const attributes = { kind, maze: attrs.maze, mouse: attrs.mouse };
      // An inline maze is a fence inside the directive.
      return attrs.text === null
        ? leaf('lab', attributes)
        : container('lab', attributes, [{ type: 'code', value: attrs.text }]);
    }
    case 'coordinateFrames':
      return leaf('lab', { kind, figure: attrs.figure, values: attrs.values.join(',') });
  }
}

function exercise({ attrs }: ExerciseNode, inlineMarkdown: InlineWriter): ContainerDirective {
  const { correct, incorrect } = attrs.feedback;
  return container('exercise', { id: attrs.id, title: attrs.title }, [
    ...blocksToMdast(attrs.question),
    ...answer(attrs.answer, inlineMarkdown),
    ...(correct.length ? [leaf('feedback', { when: 'correct' }, inlineToMdast(correct))] : []),
    ...(incorrect.length ? [leaf('feedback', { when: 'incorrect' }, inlineToMdast(incorrect))] : []),
    ...attrs.hints.map((hint) => container('hint', {}, blocksToMdast(hint))),
    ...(attrs.solution.length ? [container('solution', {}, blocksToMdast(attrs.solution))] : []),
  ]);
}

function answer(answer: ExerciseAnswer, inlineMarkdown: InlineWriter): BlockContent[] {
  switch (answer.kind) {
    case 'number':
      return [
        leaf('answer', {
          type: 'number',
          value: String(answer.value),
          tolerance: String(answer.tolerance),
          unit: answer.unit,
        }),
        ...answer.mistakes.map((m) => leaf('mistake', { value: String(m.value) }, inlineToMdast(m.feedback))),
      ];
    case 'choice':
      return answer.options.map((option, index) =>
        leaf(
          'choice',
          {
            id: option.id === `option-${index + 1}` ? null : option.id,
            correct: flag(option.correct),
            feedback: option.feedback.length ? inlineMarkdown(option.feedback) : null,
          },
          inlineToMdast(option.text),
        ),
      );
    case 'text':
      return [
        leaf('answer', {
          type: 'text',
          accept: answer.accepted.join('|'),
          mode: answer.mode === 'expression' ? 'expression' : null,
        }),
        ...answer.mistakes.map((m) => leaf('mistake', { value: m.value }, inlineToMdast(m.feedback))),
      ];
    case 'code':
      return [
        container('answer', { type: 'code', language: answer.language }, [
          { type: 'code', lang: answer.language, value: answer.code },
          { type: 'code', lang: answer.language, meta: 'tests', value: answer.tests },
          { type: 'code', lang: answer.language, meta: 'solution', value: answer.solution },
        ]),
      ];
  }
}

/** A flag attribute (`board`, `correct`) is written bare when set and left out when not. */
const flag = (set: boolean) => (set ? '' : null);

function leaf(name: string, attributes: Attributes, children: PhrasingContent[] = []): LeafDirective {
  return { type: 'leafDirective', name, attributes, children };
}

function container(name: string, attributes: Attributes, children: BlockContent[]): ContainerDirective {
  return { type: 'containerDirective', name, attributes, children };
}

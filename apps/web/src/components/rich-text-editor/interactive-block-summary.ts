/**
 * What the editor shows of an interactive block in place of the block itself: a title ("Code cell
 * (Python)", "Exercise: Reach of the arm", "Lab: Robot arm: SCARA"), a line of details and an
 * excerpt (the first lines of code, the start of the question). The dialog edits the rest.
 */
import type { InteractiveBlockNode } from '@tinkerlabs/rich-text/document';
import type { ExerciseAnswer } from '@tinkerlabs/rich-text/exercise';
import { labWidgetName, type LabWidgetAttrs } from '@tinkerlabs/rich-text/lab-widget';
import { docToPlainText } from '@tinkerlabs/rich-text/plain-text';
import { languageLabel } from '@/components/rich-text/language-label.ts';
import { algorithmLabels, mouseLabels } from './block-labels.ts';

export interface BlockSummary {
  title: string;
  details: string[];
  /** A few lines of the block's content, or null. */
  excerpt: string | null;
  /** Whether the excerpt is code (shown in a monospace font). */
  code: boolean;
}

const excerptLines = 4;
const excerptLength = 200;

/** @example blockSummary({ type: 'labWidget', attrs: { kind: 'robotArm', arm: 'scara', joints: [], target: null } }).title // 'Lab: Robot arm: SCARA' */
export function blockSummary(node: InteractiveBlockNode): BlockSummary {
  switch (node.type) {
    case 'codeCell': {
      const { language, board, code, input } = node.attrs;
      return {
        title: `Code cell (${languageLabel(language)})`,
        details: [board ? 'With the virtual board' : '', input ? 'Reads a program input' : ''].filter(
          Boolean,
        ),
        excerpt: firstLines(code) || null,
        code: true,
      };
    }
    case 'exercise': {
      const { title, answer, hints, question } = node.attrs;
      const hintCount = hints.length === 1 ? '1 hint' : `${hints.length} hints`;
      const text = docToPlainText({ type: 'doc', content: question });
      return {
        title: `Exercise: ${title}`,
        details: [answerSummary(answer), hintCount],
        excerpt: text ? shorten(text.replace(/\s+/g, ' ')) : null,
        code: false,
      };
    }
    case 'labWidget':
      return {
        title: `Lab: ${labWidgetName(node.attrs)}`,
        details: labDetails(node.attrs),
        excerpt: null,
        code: false,
      };
  }
}

function answerSummary(answer: ExerciseAnswer): string {
  switch (answer.kind) {
    case 'number': {
      const tolerance = answer.tolerance ? ` ± ${answer.tolerance}` : '';
      return `Number answer: ${answer.value}${tolerance}${answer.unit ? ` ${answer.unit}` : ''}`;
    }
    case 'choice': {
      const correct = answer.options.filter((option) => option.correct).length;
      const kind = answer.multiple ? 'Choose all that apply' : 'Multiple choice';
      return `${kind}: ${answer.options.length} options, ${correct} correct`;
    }
    case 'text': {
      const first = answer.accepted[0] ?? '';
      const more = answer.accepted.length > 1 ? ` (or ${answer.accepted.length - 1} more)` : '';
      return `${answer.mode === 'expression' ? 'Expression' : 'Text'} answer: ${first}${more}`;
    }
    case 'code':
      return `Code answer (${languageLabel(answer.language)}), checked by tests`;
  }
}

function labDetails(attrs: LabWidgetAttrs): string[] {
  switch (attrs.kind) {
    case 'robotArm':
      return [
        attrs.joints.length ? `Joints ${attrs.joints.join(', ')}` : 'Home pose',
        attrs.target ? `Target (${attrs.target.join(', ')}) mm` : '',
      ].filter(Boolean);
    case 'gridworld':
      return [algorithmLabels[attrs.algorithm]];
    case 'maze':
      return [mouseLabels[attrs.mouse]];
    case 'coordinateFrames':
      return [`Values ${attrs.values.join(', ')}`];
  }
}

function firstLines(code: string): string {
  const lines = code.split('\n');
  return lines.length > excerptLines ? `${lines.slice(0, excerptLines).join('\n')}\n…` : code;
}

function shorten(text: string): string {
  return text.length > excerptLength ? `${text.slice(0, excerptLength - 1).trimEnd()}…` : text;
}

/**
 * Generated prose about a topic: sentences, titles and headings made by filling the patterns of
 * phrases.ts with the topic's terms. A sentence comes back as segments so that the document
 * generator can put marks on terms and maths where the slots were.
 */
import { headingTemplates, mathSentenceTemplates, sentenceTemplates, titleTemplates } from './phrases.ts';
import { between, chance, pick, type Random } from './seeded-values.ts';
import { boards, type Topic } from './topics.ts';

export type Segment = { kind: 'plain' | 'term' | 'math'; text: string };

const slot = /(\{[A-Za-z0-9]+\})/;

/** The template with its slots filled, as segments (a term slot is its own segment). */
export function fillSegments(random: Random, topic: Topic, template: string): Segment[] {
  const term = pick(random, topic.terms);
  let term2 = pick(random, topic.terms);
  if (term2 === term && topic.terms.length > 1)
    term2 = topic.terms[(topic.terms.indexOf(term) + 1) % topic.terms.length]!;
  const segments: Segment[] = [];
  for (const part of template.split(slot)) {
    if (!part) continue;
    switch (part) {
      case '{term}':
        segments.push({ kind: 'term', text: term });
        break;
      case '{term2}':
        segments.push({ kind: 'term', text: term2 });
        break;
      case '{topic}':
        segments.push({ kind: 'plain', text: topic.name });
        break;
      case '{Topic}':
        segments.push({ kind: 'plain', text: capitalise(topic.name) });
        break;
      case '{board}':
        segments.push({ kind: 'plain', text: pick(random, boards) });
        break;
      case '{n}':
        segments.push({ kind: 'plain', text: String(between(random, 2, 400)) });
        break;
      case '{math}':
        segments.push({ kind: 'math', text: pick(random, topic.symbols) });
        break;
      default:
        segments.push({ kind: 'plain', text: part });
    }
  }
  return segments;
}

/** The segments as plain text (maths as its LaTeX source). */
export const segmentsText = (segments: readonly Segment[]): string => segments.map((s) => s.text).join('');

/** One sentence; about one in six ends in inline maths. */
export function sentenceSegments(random: Random, topic: Topic): Segment[] {
  const templates = chance(random, 0.16) ? mathSentenceTemplates : sentenceTemplates;
  return fillSegments(random, topic, pick(random, templates));
}

/** Plain sentences (no maths), for summaries and descriptions. */
export function plainSentences(random: Random, topic: Topic, count: number): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++)
    out.push(segmentsText(fillSegments(random, topic, pick(random, sentenceTemplates))));
  return out.join(' ');
}

export const titleFor = (random: Random, topic: Topic): string =>
  capitalise(segmentsText(fillSegments(random, topic, pick(random, titleTemplates))));

export const headingFor = (random: Random, topic: Topic): string =>
  capitalise(segmentsText(fillSegments(random, topic, pick(random, headingTemplates))));

export const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

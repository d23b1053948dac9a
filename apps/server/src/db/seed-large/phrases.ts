/**
 * The sentence, title and heading patterns generated prose is built from. Slots: {term} and {term2}
 * are terms of the text's topic, {topic} / {Topic} its name, {board} a development board, {n} a
 * number and {math} inline maths.
 */

export const titleTemplates = [
  '{Topic} from scratch',
  'A practical guide to {topic}',
  'Understanding the {term}',
  '{Topic} on the {board}',
  'Why your {term} is wrong, and how to fix it',
  'Getting the {term} right',
  'Notes on {topic}',
  '{Topic}: what the datasheet leaves out',
  'Measuring the {term} with cheap tools',
  'Five mistakes with the {term}',
  'From theory to hardware: {topic}',
  'The {term}, explained with examples',
] as const;

export const headingTemplates = [
  'Why it matters',
  'The idea in one picture',
  'The maths',
  'Wiring it up',
  'The code',
  'Testing on real hardware',
  'Tuning',
  'Common pitfalls',
  'Results',
  'Where to go next',
  'How the {term} works',
  'Choosing the {term}',
  'A worked example',
  'Measuring the {term}',
] as const;

/** Sentences of prose. */
export const sentenceTemplates = [
  'Start by measuring the {term} before you change the {term2}.',
  'In practice the {term} depends on the {term2} more than most datasheets admit.',
  'If the {term} drifts, check the {term2} first.',
  'We will derive the {term} step by step and then test it on the {board}.',
  'A common mistake is to ignore the {term} when the {term2} changes quickly.',
  'The simple approach works well for the {term}, but it costs extra memory.',
  'On the {board} this takes about {n} microseconds per call.',
  'Logging the {term} for a few seconds tells you more than any simulation.',
  'Keep the {term} small at first and raise it until the {term2} starts to oscillate.',
  'The {term2} sets a hard limit on how good the {term} can get.',
  'Nothing here needs more than a multimeter and a {board}.',
  'This is where the {term} and the {term2} meet.',
  'Most of the time the default {term} is good enough.',
  'Write the {term} down before you touch anything else.',
  'You can see the effect of the {term} clearly on a scope trace.',
  'After {n} runs the {term} settled within a few percent.',
  'Beginners often confuse the {term} with the {term2}.',
  'The next section shows the {term} in code.',
  'Treat the {term} as a budget that the {term2} spends.',
  'With {n} samples per second the {term} is easy to follow.',
] as const;

/** Sentences that end in a formula: {math} is inline maths. */
export const mathSentenceTemplates = [
  'Here {math} stands for the {term}.',
  'The {term} follows from {math}.',
  'Doubling {math} roughly halves the {term2}.',
  'Keep an eye on {math} while the {term} changes.',
] as const;

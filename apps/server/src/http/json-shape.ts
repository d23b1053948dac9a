/**
 * The shape of a JSON text, checked before it is parsed. Neither `JSON.parse` nor the checks after it
 * take limits, and a 1 MB body can nest 500 000 levels (parsing alone takes 60 ms, any recursive walk
 * of the result overflows the stack), hold 500 000 values, or give one object 60 000 keys (31 ms to
 * parse into a slow dictionary, more to walk). No maintained package measures this without parsing
 * first (secure-json-parse and its kin guard prototypes, not size), so this is one pass over the
 * characters: strings skipped, brackets and commas counted (measured: 1 MB in about 2 ms).
 */

export interface JsonShapeLimits {
  /** Arrays and objects inside one another. */
  maxDepth: number;
  /** Values of all arrays and objects together (their members, at every level). */
  maxValues: number;
  /** Keys of one object. */
  maxKeys: number;
}

/**
 * What is wrong with the shape of `text` in words a person understands, or null when it is within
 * the limits. Malformed JSON passes: the parser says what is wrong with it.
 * @example jsonShapeProblem('[[[]]]', { maxDepth: 2, maxValues: 10, maxKeys: 10 })
 *          // 'The request body nests arrays and objects more than 2 levels deep.'
 */
export function jsonShapeProblem(text: string, limits: JsonShapeLimits): string | null {
  // Per open container: is it an object, and how many members it has (commas + 1 once non-empty).
  const isObject: boolean[] = [];
  const members: number[] = [];
  let values = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (char === quote) {
      // Skip the string: a backslash escapes the next character, whatever it is.
      for (i++; i < text.length && text.charCodeAt(i) !== quote; i++) {
        if (text.charCodeAt(i) === backslash) i++;
      }
    } else if (char === openBracket || char === openBrace) {
      isObject.push(char === openBrace);
      members.push(0);
      if (isObject.length > limits.maxDepth) {
        return `The request body nests arrays and objects more than ${limits.maxDepth} levels deep.`;
      }
    } else if (char === closeBracket || char === closeBrace) {
      isObject.pop();
      members.pop();
    } else if (char === comma && members.length > 0) {
      const top = members.length - 1;
      members[top]! += 1;
      if (++values > limits.maxValues) {
        return `The request body holds more than ${limits.maxValues.toLocaleString('en')} values.`;
      }
      if (isObject[top] && members[top]! >= limits.maxKeys) {
        return `An object in the request body has more than ${limits.maxKeys.toLocaleString('en')} keys.`;
      }
    }
  }
  return null;
}

const quote = 0x22;
const backslash = 0x5c;
const comma = 0x2c;
const openBracket = 0x5b;
const closeBracket = 0x5d;
const openBrace = 0x7b;
const closeBrace = 0x7d;

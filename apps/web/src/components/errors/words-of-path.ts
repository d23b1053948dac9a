/** The words a missing page's address holds: the not-found page searches for them first. */

/**
 * The words of a path's last segment, for a first search ('/articles/pid-tuning' → 'pid tuning').
 * Empty when the segment holds no words.
 */
export function wordsOfPath(path: string): string {
  const last = path.split('/').filter(Boolean).at(-1) ?? '';
  let decoded = last;
  try {
    decoded = decodeURIComponent(last);
  } catch {
    // A malformed escape: search for the text as it stands.
  }
  return decoded
    .replace(/\.[a-z0-9]{1,5}$/i, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .slice(0, 100);
}

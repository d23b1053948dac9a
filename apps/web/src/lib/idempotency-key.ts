/**
 * The Idempotency-Key of a create: the same request sent again from this page (a retry after a lost
 * answer, a second click) gets the same key, so the server answers with the first result instead of
 * making a second record; a changed request gets a new key. Keys are scoped to this page load.
 */
const pageLoad = crypto.randomUUID();

/** FNV-1a, 2 × 32 bits: enough to tell one form's contents from another's. */
function fingerprint(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x5bd1e995);
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}

function describe(body: unknown): string {
  if (!(body instanceof FormData)) return JSON.stringify(body ?? null);
  return JSON.stringify(
    [...body.entries()].map(([name, value]) =>
      typeof value === 'string'
        ? [name, value]
        : [name, value.name, value.size, value.lastModified, value.type],
    ),
  );
}

/** @example api('/api/contact', { method: 'POST', body, idempotencyKey: idempotencyKeyFor('/api/contact', body) }) */
export function idempotencyKeyFor(path: string, body: unknown): string {
  return `${pageLoad}-${fingerprint(`${path}\n${describe(body)}`)}`;
}

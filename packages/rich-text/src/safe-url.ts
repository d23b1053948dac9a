/**
 * Which link addresses and image sources a document may hold. Links: http(s), mailto, site paths,
 * relative paths and #anchors. Images: paths on this site only (uploads are served by our server).
 * Browsers forgive a lot in a URL (tabs and newlines inside the scheme, entity-encoded characters
 * once the value passes through HTML, mixed case), so each check also looks at the address the
 * way a browser would read it, and refuses it when that reading has a scheme outside the list.
 */

const allowedSchemes = new Set(['http', 'https', 'mailto']);
const maxLength = 2048;
/** scheme://[user@]host[:port][/path][?query][#fragment], host a name or a bracketed IPv6 address. */
const webAddress =
  /^https?:\/\/(?:[^/?#@]+@)?(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?(?:\.[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?(?:[/?#]|$)/iu;

export type UrlVerdict = { ok: true } | { ok: false; reason: string };

/**
 * @example checkLinkHref('https://docs.espressif.com') // { ok: true }
 * @example checkLinkHref('JaVa&#x09;script:alert(1)') // { ok: false, reason: … }
 */
export function checkLinkHref(href: string): UrlVerdict {
  const basic = checkCharacters(href, 'Link addresses');
  if (!basic.ok) return basic;
  for (const reading of readings(href)) {
    const scheme = schemeOf(reading);
    if (scheme === null) {
      if (/^[/\\]{2}|^\/\\|^\\/.test(reading)) {
        return refuse('Links to other sites must start with http:// or https://.');
      }
      continue;
    }
    if (!allowedSchemes.has(scheme)) {
      return refuse(`Links may use http, https or mailto addresses, not "${scheme}:".`);
    }
  }
  const scheme = schemeOf(href.toLowerCase());
  if ((scheme === 'http' || scheme === 'https') && !webAddress.test(href)) {
    return refuse('That link is not a valid web address: write it as https://host/path.');
  }
  if (scheme === 'mailto' && !/^mailto:[^@\s]+@[^@\s]+/i.test(href)) {
    return refuse('A mailto link needs an email address.');
  }
  return { ok: true };
}

/**
 * @example checkImageSrc('/uploads/2026/05/arm.webp') // { ok: true }
 * @example checkImageSrc('https://example.org/x.png') // { ok: false, reason: … }
 */
export function checkImageSrc(src: string): UrlVerdict {
  const basic = checkCharacters(src, 'Image addresses');
  if (!basic.ok) return basic;
  for (const reading of readings(src)) {
    if (!reading.startsWith('/') || /^\/[/\\]/.test(reading)) {
      return refuse(
        'Images must be files on this site, with an address starting with /, such as /uploads/….',
      );
    }
    if (/(^|\/)\.\.(\/|$)/.test(reading)) return refuse('Image addresses may not contain "..".');
  }
  return { ok: true };
}

function refuse(reason: string): UrlVerdict {
  return { ok: false, reason };
}

function checkCharacters(value: string, what: string): UrlVerdict {
  if (!value) return refuse(`${what} may not be empty.`);
  if (value.length > maxLength) return refuse(`${what} may be at most ${maxLength} characters long.`);
  if (/[\s\p{Cc}\p{Cf}]/u.test(value)) {
    return refuse(`${what} may not contain spaces or control characters (write a space as %20).`);
  }
  if (value.includes('\\')) return refuse(`${what} may not contain backslashes.`);
  return { ok: true };
}

/** The value as written, and as a browser might read it after decoding entities and dropping blanks. */
function readings(value: string): string[] {
  const out = [value.toLowerCase()];
  let decoded = value;
  for (let round = 0; round < 3; round++) {
    const next = decodeEntities(decoded);
    if (next === decoded) break;
    decoded = next;
  }
  const browserView = decoded.replace(/[\s\p{Cc}\p{Cf}]/gu, '').toLowerCase();
  if (browserView !== out[0]) out.push(browserView);
  return out;
}

/** The scheme before the first ":", or null when the address is relative. */
function schemeOf(value: string): string | null {
  const colon = value.indexOf(':');
  if (colon < 0) return null;
  const beforeColon = value.slice(0, colon);
  if (/[/?#]/.test(beforeColon)) return null; // the colon is in the path, query or fragment
  return beforeColon;
}

const namedEntities: Record<string, string> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  bsol: '\\',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  num: '#',
  lpar: '(',
  rpar: ')',
  period: '.',
  comma: ',',
  semi: ';',
  equals: '=',
  quest: '?',
  nbsp: '\u00a0',
};

function decodeEntities(value: string): string {
  return value.replace(/&(#[xX][0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);?/g, (whole, body: string) => {
    if (body.startsWith('#')) {
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return namedEntities[body.toLowerCase()] ?? whole;
  });
}

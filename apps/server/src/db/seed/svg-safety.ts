/**
 * Checks that an SVG drawn for the seed is safe to serve from this site and self-contained: no
 * script, no event handlers, no foreignObject, nothing fetched from elsewhere (every reference is a
 * #fragment inside the file), no DTD tricks. The seed's drawings are plain shapes and text, so an
 * allowlist of elements is strict without getting in the way. Also reads the drawing's size.
 */

const allowedElements = new Set([
  'svg',
  'g',
  'defs',
  'title',
  'desc',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'linearGradient',
  'radialGradient',
  'stop',
  'marker',
  'pattern',
  'clipPath',
  'mask',
  'use',
  'style',
]);

export type SvgVerdict = { ok: true; width: number; height: number } | { ok: false; reason: string };

/**
 * @example checkSeedSvg('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360">…</svg>')
 * // { ok: true, width: 640, height: 360 }
 */
export function checkSeedSvg(source: string): SvgVerdict {
  if (/<!DOCTYPE|<!ENTITY|<\?xml-stylesheet/i.test(source)) return refuse('has a DTD or a stylesheet link');
  if (/<!\[CDATA\[/i.test(source)) return refuse('has a CDATA section');
  for (const [, name] of source.matchAll(/<\s*([A-Za-z][\w:.-]*)/g)) {
    if (!allowedElements.has(name!)) return refuse(`uses the element <${name}>`);
  }
  for (const [, name] of source.matchAll(/\s([A-Za-z_:][\w:.-]*)\s*=\s*["']/g)) {
    if (/^on/i.test(name!)) return refuse(`has an event handler (${name})`);
  }
  for (const match of source.matchAll(/\s(?:xlink:)?href\s*=\s*["']([^"']*)["']/g)) {
    if (!match[1]!.startsWith('#')) return refuse(`refers to "${match[1]}" outside the file`);
  }
  for (const match of source.matchAll(/url\(\s*['"]?([^)'"]*)/gi)) {
    if (!match[1]!.startsWith('#')) return refuse(`refers to url(${match[1]}) outside the file`);
  }
  if (/@import|javascript:|data:/i.test(source))
    return refuse('has an @import, javascript: or data: address');
  const root = /<svg\b([^>]*)>/.exec(source);
  if (!root || !/xmlns="http:\/\/www\.w3\.org\/2000\/svg"/.test(root[1]!)) {
    return refuse('does not start with an <svg> element in the SVG namespace');
  }
  const viewBox = /\sviewBox="0 0 (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)"/.exec(root[1]!);
  if (!viewBox) return refuse('has no viewBox="0 0 width height" on its <svg> element');
  return { ok: true, width: Math.round(Number(viewBox[1])), height: Math.round(Number(viewBox[2])) };
}

function refuse(reason: string): SvgVerdict {
  return { ok: false, reason };
}

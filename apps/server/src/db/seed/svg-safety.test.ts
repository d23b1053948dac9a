import { describe, expect, it } from 'vitest';
import { checkSeedSvg } from './svg-safety.ts';

const drawing = (inner: string, root = 'xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"') =>
  `<svg ${root}><title>T</title>${inner}</svg>`;

describe('checkSeedSvg', () => {
  it('accepts shapes, text, gradients, markers and #fragment references, and reads the size', () => {
    const svg = drawing(
      '<defs><marker id="a"><path d="M0 0 L10 5 z"/></marker><linearGradient id="g"><stop offset="0"/></linearGradient></defs>' +
        '<rect width="10" height="10" fill="url(#g)"/><path d="M0 0 L5 5" marker-end="url(#a)"/><use href="#a"/>' +
        '<text x="1" y="2">θ<tspan baseline-shift="sub">1</tspan> &lt; 5</text>',
    );
    expect(checkSeedSvg(svg)).toEqual({ ok: true, width: 640, height: 360 });
  });

  it.each([
    ['a script', '<script>alert(1)</script>', /<script>/],
    ['a foreignObject', '<foreignObject><div/></foreignObject>', /<foreignObject>/],
    ['an image', '<image href="#x"/>', /<image>/],
    ['an event handler', '<rect onload="alert(1)"/>', /event handler/],
    ['an event handler in another case', '<rect ONclick = "x()"/>', /event handler/],
    ['a link to another site', '<use href="https://example.org/a.svg#x"/>', /outside the file/],
    ['an xlink to a file', '<use xlink:href="other.svg#x"/>', /outside the file/],
    ['a url() to another site', '<rect fill="url(https://example.org/p.svg#g)"/>', /outside the file/],
    ['a style import', '<style>@import "https://example.org/a.css";</style>', /@import/],
    ['a javascript: address', '<style>a { b: javascript:x }</style>', /javascript/],
  ])('refuses %s', (_label, inner, reason) => {
    const verdict = checkSeedSvg(drawing(inner));
    expect(verdict.ok).toBe(false);
    expect(!verdict.ok && verdict.reason).toMatch(reason);
  });

  it('refuses a DTD, which could define entities', () => {
    expect(checkSeedSvg(`<!DOCTYPE svg [<!ENTITY x "y">]>${drawing('')}`).ok).toBe(false);
  });

  it('needs the SVG namespace and a viewBox from the origin', () => {
    expect(checkSeedSvg(drawing('', 'viewBox="0 0 10 10"'))).toMatchObject({ ok: false });
    expect(checkSeedSvg(drawing('', 'xmlns="http://www.w3.org/2000/svg"'))).toMatchObject({ ok: false });
    expect(checkSeedSvg(drawing('', 'xmlns="http://www.w3.org/2000/svg" viewBox="0 0 799.6 450"'))).toEqual({
      ok: true,
      width: 800,
      height: 450,
    });
  });
});

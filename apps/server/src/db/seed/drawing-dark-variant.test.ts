import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentFolder } from './content-folder.ts';
import { withDarkVariant } from './drawing-dark-variant.ts';
import { imageFiles } from './seed-images.ts';
import { checkSeedSvg } from './svg-safety.ts';

const drawing =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180" width="320">' +
  '<rect width="320" height="180" fill="#f8fafc"/><text fill="#0f172a">Label</text></svg>';

/** The stylesheet the dark variant adds. */
function stylesheetOf(svg: string): string {
  return /<style>([\s\S]*)<\/style>/.exec(svg)![1]!;
}

describe('withDarkVariant', () => {
  it('names the root "dark" and puts the dark stylesheet first, leaving the drawing as drawn', () => {
    const themed = withDarkVariant(drawing);
    expect(themed).toMatch(/^<svg id="dark" xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 320 180"/);
    expect(themed.indexOf('<style>')).toBe(themed.indexOf('>') + 1);
    expect(themed).toContain(
      '<rect width="320" height="180" fill="#f8fafc"/><text fill="#0f172a">Label</text>',
    );
  });

  it('recolours only when the address names #dark: the paper, the ink and the accents', () => {
    const css = stylesheetOf(withDarkVariant(drawing));
    for (const rule of css.trim().split('\n')) expect(rule.startsWith('#dark:target')).toBe(true);
    expect(css).toMatch(/#dark:target\{--paper:#0f172a;--panel:#1e293b;--ink:#f1f5f9;/);
    expect(css).toContain('#dark:target rect[fill="#f8fafc"]:not(.keep-colour,.keep-colour *)');
    expect(css).toMatch(
      /text,tspan\)\[fill="#0f172a"\]:not\(\.keep-colour,\.keep-colour \*\)[^{]*\{fill:var\(--ink\)\}/,
    );
    expect(css).toMatch(/\[stroke="#dc2626"\][^{]*\{stroke:#f87171\}/);
    expect(css).toContain('stop[stop-color="#e0f2fe"]:not(.keep-colour,.keep-colour *){stop-color:#0c4a6e}');
  });

  it('leaves a drawing that names its own #dark as it is', () => {
    const own = drawing.replace('<rect ', '<rect id="dark" ');
    expect(withDarkVariant(own)).toBe(own);
  });

  it('keeps every drawing of the content folder safe to serve, at its size', () => {
    const root = contentFolder();
    const files = imageFiles(root);
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      const source = fs.readFileSync(path.join(root, file), 'utf8');
      const before = checkSeedSvg(source);
      expect(checkSeedSvg(withDarkVariant(source)), file).toEqual(before);
      expect(before.ok, file).toBe(true);
    }
  });
});

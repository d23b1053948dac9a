/**
 * Test support for suites that run the editor in jsdom, which lays nothing out: ProseMirror asks for
 * rectangles when it scrolls to the selection or reads a click's position, and gets empty ones here.
 * @example stubEditorLayout(); // at the top of a test file
 */
import { afterAll, beforeAll } from 'vitest';

export function stubEditorLayout() {
  const layout = { rects: Range.prototype.getClientRects, box: Range.prototype.getBoundingClientRect };
  beforeAll(() => {
    Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
    Range.prototype.getBoundingClientRect = () => new DOMRect();
    document.elementFromPoint = () => null;
  });
  afterAll(() => {
    Range.prototype.getClientRects = layout.rects;
    Range.prototype.getBoundingClientRect = layout.box;
    delete (document as Partial<Document>).elementFromPoint;
  });
}

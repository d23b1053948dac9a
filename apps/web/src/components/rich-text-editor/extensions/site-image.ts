/**
 * Images as the document stores them: `src`, `alt`, `title`, and `width`/`height` as whole numbers
 * (TipTap reads HTML attributes as strings; the server wants numbers). Pasted images from other sites
 * keep their place but are dropped at save time by `toStorableDoc` when their address is not ours.
 */
import Image from '@tiptap/extension-image';

function whole(value: string | null): number | null {
  if (value === null) return null;
  const n = Number.parseInt(value, 10);
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : null;
}

export const SiteImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      width: { default: null, parseHTML: (element: HTMLElement) => whole(element.getAttribute('width')) },
      height: { default: null, parseHTML: (element: HTMLElement) => whole(element.getAttribute('height')) },
    };
  },
}).configure({ inline: false, allowBase64: false });

import type { RichTextDoc } from '@tinkerlabs/rich-text/document';
import { docHeadings } from '@tinkerlabs/rich-text/headings';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@/testing/render-page.tsx';
import { RichText } from './rich-text.tsx';

const text = (value: string, marks?: { type: string; attrs?: { href: string } }[]) =>
  ({ type: 'text', text: value, ...(marks ? { marks } : {}) }) as never;

const doc: RichTextDoc = {
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [
        text('Plain, '),
        text('bold', [{ type: 'bold' }]),
        text(', '),
        text('italic', [{ type: 'italic' }]),
        text(', '),
        text('struck', [{ type: 'strike' }]),
        text(', '),
        text('analogRead()', [{ type: 'code' }]),
        { type: 'hardBreak' },
        text('next line'),
      ],
    },
    { type: 'heading', attrs: { level: 2 }, content: [text('Forward & inverse kinematics')] },
    { type: 'heading', attrs: { level: 3 }, content: [text('Setup')] },
    { type: 'heading', attrs: { level: 4 }, content: [text('Setup')] },
    {
      type: 'paragraph',
      content: [
        text('Datasheet', [{ type: 'link', attrs: { href: 'https://docs.espressif.com/esp32' } }]),
        text(' · '),
        text('Mail us', [{ type: 'link', attrs: { href: 'mailto:editors@example.org' } }]),
        text(' · '),
        text('PID article', [{ type: 'link', attrs: { href: '/articles/pid-control' } }]),
        text(' · '),
        text('to the setup', [{ type: 'link', attrs: { href: '#setup' } }]),
        text(' · '),
        text('evil script', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }]),
        text(' · '),
        text('bold link', [{ type: 'bold' }, { type: 'link', attrs: { href: 'https://example.org' } }]),
      ],
    },
    {
      type: 'bulletList',
      content: [
        { type: 'listItem', content: [{ type: 'paragraph', content: [text('first bullet')] }] },
        { type: 'listItem', content: [{ type: 'paragraph', content: [text('second bullet')] }] },
      ],
    },
    {
      type: 'orderedList',
      attrs: { start: 3 },
      content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [text('third step')] }] }],
    },
    { type: 'blockquote', content: [{ type: 'paragraph', content: [text('Measure twice.')] }] },
    { type: 'codeBlock', attrs: { language: 'cpp' }, content: [text('int main() {\n  return 0;\n}')] },
    { type: 'codeBlock', attrs: { language: null }, content: [text('plain')] },
    { type: 'horizontalRule' },
    {
      type: 'image',
      attrs: { src: '/uploads/2026/arm.webp', alt: 'A two-link arm', title: null, width: 640, height: 480 },
    },
    {
      type: 'image',
      attrs: {
        src: '/uploads/pid.svg',
        alt: 'The speed loop as a block diagram',
        title: 'Figure 1: the PID speed loop',
        width: 860,
        height: 380,
      },
    },
    {
      type: 'image',
      attrs: {
        src: 'https://tracker.example.org/pixel.png',
        alt: 'tracking pixel',
        title: null,
        width: 1,
        height: 1,
      },
    },
    {
      type: 'paragraph',
      content: [text('Energy '), { type: 'mathInline', attrs: { expression: 'E = mc^2' } }, text(' holds.')],
    },
    {
      type: 'mathBlock',
      attrs: { expression: '\\theta_2 = \\arccos\\frac{x^2 + y^2 - l_1^2 - l_2^2}{2 l_1 l_2}' },
    },
    {
      type: 'paragraph',
      content: [{ type: 'mathInline', attrs: { expression: '\\href{javascript:alert(1)}{x}' } }],
    },
  ],
};

function renderDoc(value: RichTextDoc = doc) {
  return renderPage(<RichText doc={value} />);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('RichText', () => {
  it('renders every mark as its element, and hard breaks as <br>', () => {
    renderDoc();
    expect(screen.getByText('bold').tagName).toBe('STRONG');
    expect(screen.getByText('italic').tagName).toBe('EM');
    expect(screen.getByText('struck').tagName).toBe('S');
    expect(screen.getByText('analogRead()').tagName).toBe('CODE');
    expect(
      screen
        .getByText(/Plain,/)
        .closest('p')!
        .querySelector('br'),
    ).not.toBeNull();
  });

  it('gives headings their level and the ids of the table of contents', () => {
    renderDoc();
    const expected = docHeadings(doc);
    expect(expected.map((heading) => heading.id)).toEqual(['forward-inverse-kinematics', 'setup', 'setup-2']);
    const headings = screen.getAllByRole('heading');
    expect(headings.map((heading) => [heading.tagName, heading.id])).toEqual([
      ['H2', 'forward-inverse-kinematics'],
      ['H3', 'setup'],
      ['H4', 'setup-2'],
    ]);
  });

  it('links http(s), mailto, site paths and anchors; other sites get rel="noopener noreferrer"', () => {
    renderDoc();
    const external = screen.getByRole('link', { name: 'Datasheet' });
    expect(external).toHaveAttribute('href', 'https://docs.espressif.com/esp32');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Mail us' })).toHaveAttribute(
      'href',
      'mailto:editors@example.org',
    );
    expect(screen.getByRole('link', { name: 'PID article' })).toHaveAttribute(
      'href',
      '/articles/pid-control',
    );
    expect(screen.getByRole('link', { name: 'to the setup' })).toHaveAttribute('href', '/#setup');
    const boldLink = screen.getByRole('link', { name: 'bold link' });
    expect(boldLink.querySelector('strong')).toHaveTextContent('bold link');
  });

  it('renders an unsafe address as plain text, never as a link', () => {
    renderDoc();
    const paragraph = screen.getByRole('link', { name: 'Datasheet' }).closest('p')!;
    expect(paragraph.textContent).toContain('evil script');
    expect(screen.queryByRole('link', { name: 'evil script' })).not.toBeInTheDocument();
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
  });

  it('renders lists (with their start), quotes and rules', () => {
    renderDoc();
    const [bullets, ordered] = screen.getAllByRole('list');
    expect(
      within(bullets!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['first bullet', 'second bullet']);
    expect(ordered!.tagName).toBe('OL');
    expect(ordered).toHaveAttribute('start', '3');
    expect(screen.getByText('Measure twice.').closest('blockquote')).not.toBeNull();
    expect(document.querySelector('.rich-text hr')).not.toBeNull();
  });

  it('shows code verbatim with its language as a caption', () => {
    renderDoc();
    const [cpp, plain] = screen.getAllByRole('figure');
    expect(within(cpp!).getByText('C++').tagName).toBe('FIGCAPTION');
    expect(cpp!.querySelector('pre code')!.textContent).toBe('int main() {\n  return 0;\n}');
    expect(cpp!.querySelector('pre')).toHaveAttribute('tabindex', '0');
    expect(within(plain!).getByText('Code').tagName).toBe('FIGCAPTION');
  });

  it('shows images from this site with their size, lazily, and drops images from elsewhere', () => {
    renderDoc();
    const image = screen.getByRole('img', { name: 'A two-link arm' });
    expect(image).toHaveAttribute('src', '/uploads/2026/arm.webp');
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '480');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(screen.queryByRole('img', { name: 'tracking pixel' })).not.toBeInTheDocument();
  });

  it('shows the site’s drawings in their dark variant in dark mode, and other pictures as they are', () => {
    renderDoc();
    const drawing = screen.getByRole('img', { name: 'The speed loop as a block diagram' });
    expect(drawing).toHaveAttribute('src', '/uploads/pid.svg');
    expect(drawing.style.getPropertyValue('--dark-src')).toBe('url("/uploads/pid.svg#dark")');
    expect(drawing).toHaveClass('dark:[content:var(--dark-src)]');
    const photo = screen.getByRole('img', { name: 'A two-link arm' });
    expect(photo.style.getPropertyValue('--dark-src')).toBe('');
    expect(photo.className).not.toContain('content');
  });

  it('shows an image with a title as a figure captioned by it', () => {
    renderDoc();
    const caption = screen.getByText('Figure 1: the PID speed loop');
    expect(caption.tagName).toBe('FIGCAPTION');
    const figure = caption.closest('figure')!;
    const image = within(figure).getByRole('img', { name: 'The speed loop as a block diagram' });
    expect(image).toHaveAttribute('width', '860');
    expect(image).not.toHaveAttribute('title');
    expect(screen.getByRole('img', { name: 'A two-link arm' }).closest('figure')).toBeNull();
  });

  it('renders inline and display maths with KaTeX, from the expression', async () => {
    renderDoc();
    await waitFor(() => expect(document.querySelectorAll('.katex').length).toBe(3));
    // Once rendered, the LaTeX source placeholders are gone (React removes them after KaTeX has drawn).
    await waitFor(() => expect(document.querySelector('.math-source')).toBeNull());
    const inline = document.querySelector('.math-inline .katex')!;
    expect(inline.querySelector('annotation')!.textContent).toBe('E = mc^2');
    expect(document.querySelector('.math-block .katex-display')).not.toBeNull();
    // trust: false: \href is shown as an error-coloured command, never as a link.
    expect(document.querySelector('.rich-text a[href^="javascript"]')).toBeNull();
  });

  it('shows a formula KaTeX cannot parse (a stack overflow) as error-styled source, and the rest of the page', async () => {
    const tooDeep = `${'{'.repeat(5000)}x${'}'.repeat(5000)}`;
    renderDoc({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'mathInline', attrs: { expression: tooDeep } }] },
        { type: 'mathBlock', attrs: { expression: tooDeep } },
        { type: 'paragraph', content: [text('Then '), { type: 'mathInline', attrs: { expression: 'a^2' } }] },
      ],
    });
    await waitFor(() => expect(document.querySelectorAll('.math-render-error').length).toBe(2));
    const failed = document.querySelector('.math-render-error')!;
    expect(failed.textContent).toBe(tooDeep);
    expect(failed).toHaveClass('text-red-700');
    expect(failed.getAttribute('title')).toMatch(/could not be rendered: Maximum call stack/);
    expect(document.querySelectorAll('.katex').length).toBe(1);
    expect(screen.getByText('Then')).toBeInTheDocument();
  });

  it('keeps the punctuation after an inline formula on the formula’s line, with its marks', () => {
    renderDoc({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            text('So '),
            { type: 'mathInline', attrs: { expression: 'x = 1' } },
            text('. Then '),
            { type: 'mathInline', attrs: { expression: 'y' } },
            text('), bold', [{ type: 'bold' }]),
            { type: 'mathInline', attrs: { expression: 'z' } },
            text(' and no more'),
          ],
        },
      ],
    });
    const paragraph = document.querySelector<HTMLElement>('.rich-text p')!;
    // The text with each formula as [maths] (KaTeX may have rendered them already).
    const withoutMaths = (element: Element) => {
      const copy = element.cloneNode(true) as Element;
      for (const math of copy.querySelectorAll('.math-inline')) math.replaceWith('[maths]');
      return copy.textContent;
    };
    expect(withoutMaths(paragraph)).toBe('So [maths]. Then [maths]), bold[maths] and no more');
    const glued = [...paragraph.querySelectorAll('.whitespace-nowrap')];
    expect(glued.map(withoutMaths)).toEqual(['[maths].', '[maths]),']);
    expect(glued[0]!.firstElementChild).toHaveClass('math-inline');
    expect(glued[1]!.querySelector('strong')).toHaveTextContent('),');
    expect(within(paragraph).getByText('bold').tagName).toBe('STRONG');
    // A formula followed by a space is left free to wrap.
    expect(paragraph.querySelectorAll('.math-inline')[2]!.parentElement).toBe(paragraph);
  });

  it('lets a display formula wider than the page scroll, named and focusable only then', () => {
    let report: (() => void) | null = null;
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: () => void) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    let widths = { scrollWidth: 600, clientWidth: 600 };
    for (const key of ['scrollWidth', 'clientWidth'] as const)
      vi.spyOn(HTMLElement.prototype, key, 'get').mockImplementation(() => widths[key]);
    renderDoc({ type: 'doc', content: [{ type: 'mathBlock', attrs: { expression: 'R_z(\\theta)' } }] });
    act(() => report!());
    const block = document.querySelector('.math-block')!;
    expect(block).not.toHaveAttribute('tabindex');
    expect(screen.queryByRole('region')).toBeNull();

    widths = { scrollWidth: 900, clientWidth: 358 };
    act(() => report!());
    expect(screen.getByRole('region', { name: 'Formula (scrolls sideways)' })).toBe(block);
    expect(block).toHaveAttribute('tabindex', '0');
  });

  it('never inserts document text as HTML', () => {
    renderDoc({
      type: 'doc',
      content: [{ type: 'paragraph', content: [text('<img src=x onerror="alert(1)"> <b>not bold</b>')] }],
    });
    expect(screen.getByText('<img src=x onerror="alert(1)"> <b>not bold</b>')).toBeInTheDocument();
    expect(document.querySelector('.rich-text img, .rich-text b')).toBeNull();
  });

  it('leaves out node types it does not know', () => {
    renderDoc({
      type: 'doc',
      content: [
        { type: 'iframe', attrs: { src: 'https://example.org' } } as never,
        { type: 'paragraph', content: [text('still here')] },
      ],
    });
    expect(screen.getByText('still here')).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });
});

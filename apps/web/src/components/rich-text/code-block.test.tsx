import type { CodeBlockNode } from '@tinkerlabs/rich-text/document';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { codeFromFragment } from '@/lib/share-code.ts';
import { renderPage } from '@/testing/render-page.tsx';
import { CodeBlock } from './code-block.tsx';

const program = 'def blink(pin):\n\n    return pin.value(1)  # on\n';
const block = (language: string | null, code = program): CodeBlockNode => ({
  type: 'codeBlock',
  attrs: { language },
  content: [{ type: 'text', text: code }],
});

afterEach(() => vi.restoreAllMocks());

describe('CodeBlock', () => {
  it('colours the code by the editor’s roles, keeping its text as it is', async () => {
    renderPage(<CodeBlock node={block('python')} />);
    const code = document.querySelector('pre code')!;
    await waitFor(() => expect(code.querySelector('.tok-keyword')).not.toBeNull());
    expect(code.textContent).toBe(program);
    expect([...code.querySelectorAll('span')].map((span) => [span.textContent, span.className])).toEqual([
      ['def', 'tok-keyword'],
      ['blink', 'tok-definition'],
      ['return', 'tok-keyword'],
      ['value', 'tok-function'],
      ['1', 'tok-number'],
      ['# on', 'tok-comment'],
    ]);
    // The palette's variables are set on the block, for light and dark mode.
    expect(screen.getByRole('figure').className).toContain('[--cm-keyword:#7e22ce]');
    expect(screen.getByRole('figure').className).toContain('dark:[--cm-keyword:#d8b4fe]');
  });

  it('shows a language without a grammar as plain text', async () => {
    renderPage(<CodeBlock node={block('bash', 'ls -la\n')} />);
    expect(within(screen.getByRole('figure')).getByText('Shell').tagName).toBe('FIGCAPTION');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelector('pre code span')).toBeNull();
  });

  it('copies the code and says so in a status', async () => {
    const { user } = renderPage(<CodeBlock node={block('python')} />);
    // After user-event's set-up, which puts a clipboard of its own on the navigator.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(program);
    expect(status).toHaveTextContent('Copied');
    expect(screen.getByRole('button', { name: 'Copy' })).toHaveFocus();
  });

  it('says when the clipboard refuses', async () => {
    const { user } = renderPage(<CodeBlock node={block('cpp', 'int x;')} />);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(screen.getByRole('status')).toHaveTextContent('Could not copy: select the code instead');
  });

  it.each([
    ['python', '/labs/programming/python'],
    ['micropython', '/labs/programming/micropython'],
    ['cpp', '/labs/programming/cpp'],
  ])('opens %s code in its lab, the code in the share link', (language, lab) => {
    renderPage(<CodeBlock node={block(language)} />);
    const link = screen.getByRole('link', { name: 'Run in the lab' });
    const href = new URL(link.getAttribute('href')!, 'https://tinkerlabs.example');
    expect(href.pathname).toBe(lab);
    expect(codeFromFragment(href.hash)).toBe(program);
  });

  it('has no "Run in the lab" for a language no lab runs, or on the lab’s own page', () => {
    renderPage(
      <>
        <CodeBlock node={block('c', 'int x;')} />
        <CodeBlock node={block('javascript', 'let x;')} />
        <CodeBlock node={block(null, 'text')} />
        <CodeBlock node={block('python')} runInLab={false} />
      </>,
    );
    expect(screen.getAllByRole('button', { name: 'Copy' })).toHaveLength(4);
    expect(screen.queryByRole('link', { name: 'Run in the lab' })).toBeNull();
  });
});

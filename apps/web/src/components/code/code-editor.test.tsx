// The code editor shows the code as text until its box comes near the screen, then CodeMirror.
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CodeEditor } from './code-editor.tsx';

/** An IntersectionObserver the test drives: `show()` tells every observer its element is near. */
function stubIntersectionObserver() {
  const callbacks: IntersectionObserverCallback[] = [];
  class Observer {
    constructor(callback: IntersectionObserverCallback) {
      callbacks.push(callback);
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', Observer);
  return {
    show: () =>
      callbacks.forEach((callback) =>
        callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
      ),
  };
}

// jsdom lays nothing out: CodeMirror's measuring asks a text range for its (here empty) rectangles.
beforeAll(async () => {
  await import('./code-editor-view.ts'); // in the module cache, so a wrongly early editor would show below
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
});
afterEach(() => vi.unstubAllGlobals());

const code = { code: 'print("hello")\nprint("again")' };

describe('CodeEditor', () => {
  it('shows the code as text, and loads CodeMirror only once its box is near the screen', async () => {
    const screenEdge = stubIntersectionObserver();
    const { container } = render(
      <CodeEditor language="python" loadedCode={code} onChange={() => {}} label="Code" />,
    );
    // Every dynamic import settled, and the task after it: the editor's module would be here had it
    // been asked for.
    await act(async () => {
      await vi.dynamicImportSettled();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.queryByRole('textbox', { name: 'Code' })).toBeNull();
    expect(container.querySelector('pre')?.textContent).toBe(code.code);
    // Far from the screen it is not busy: nothing is loading yet, the code is there to read.
    expect(container.querySelector('[data-code-editor]')?.getAttribute('aria-busy')).toBe('false');

    act(() => screenEdge.show());
    const editor = await screen.findByRole('textbox', { name: 'Code' });
    expect(editor.textContent).toContain('print("again")');
    expect(container.querySelector('[data-code-editor]')?.getAttribute('aria-busy')).toBe('false');
  });

  it('loads CodeMirror when the code is pointed at before it comes into view', async () => {
    stubIntersectionObserver();
    const { container } = render(
      <CodeEditor language="python" loadedCode={code} onChange={() => {}} label="Code" />,
    );
    container.querySelector('[data-code-editor]')!.dispatchEvent(new Event('pointerdown'));
    expect(await screen.findByRole('textbox', { name: 'Code' })).toBeTruthy();
  });

  it('is one Tab stop, the named text: its scroller takes no focus of its own', async () => {
    const screenEdge = stubIntersectionObserver();
    const { container } = render(
      <CodeEditor language="python" loadedCode={code} onChange={() => {}} label="Code" />,
    );
    act(() => screenEdge.show());
    const editor = await screen.findByRole('textbox', { name: 'Code' });
    const stops = [...container.querySelectorAll<HTMLElement>('[tabindex]')].filter(
      (element) => element.tabIndex >= 0,
    );
    expect(stops).toEqual([editor]);
    expect(container.querySelector<HTMLElement>('.cm-scroller')?.tabIndex).toBe(-1);
  });
});

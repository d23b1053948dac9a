import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, expect, it, vi } from 'vitest';
import { LayoutHydrateFallback } from './layout.tsx';
import { renderStaticShell, shellPath } from './static-shell.tsx';

beforeEach(() => {
  window.matchMedia = vi
    .fn()
    .mockReturnValue({ matches: false, addEventListener() {}, removeEventListener() {} });
});

/** Elements with their attributes sorted, and text: equal for the same tree however it was built. */
function canonical(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (!(node instanceof Element)) return '';
  const attributes = [...node.attributes].map((attribute) => `${attribute.name}="${attribute.value}"`).sort();
  const children = [...node.childNodes].map(canonical).join('');
  return `<${node.localName} ${attributes.join(' ')}>${children}</${node.localName}>`;
}

it("is the markup of the app's first render: skip link, header with the main menu, an empty busy main", () => {
  const shell = document.createElement('div');
  shell.innerHTML = renderStaticShell().replace(/^(<link [^>]*\/>)+/, '');
  const router = createMemoryRouter([{ path: '*', Component: LayoutHydrateFallback }], {
    initialEntries: [shellPath],
  });
  const { container } = render(<RouterProvider router={router} />);
  expect(canonical(shell)).toBe(canonical(container));

  expect(shell.querySelector('a[href="#main"]')?.textContent).toBe('Skip to content');
  expect(shell.querySelector('nav[aria-label="Main"]')).not.toBeNull();
  expect(shell.querySelector('main')?.getAttribute('aria-busy')).toBe('true');
  expect(shell.querySelector('[aria-current]')).toBeNull(); // one shell for every page: none is current
});

/** Tests' rich-text documents, written out as the editor sends them. */

export const paragraph = (...content: unknown[]) => ({ type: 'paragraph', content });
export const text = (value: string, marks?: unknown[]) => ({
  type: 'text',
  text: value,
  ...(marks ? { marks } : {}),
});
export const doc = (...content: unknown[]) => ({ type: 'doc', content });

/** @example textDoc('Hello') // { type: 'doc', content: [paragraph(text('Hello'))] } */
export const textDoc = (value: string) => doc(paragraph(text(value)));
export const linkDoc = (href: string) => doc(paragraph(text('a link', [{ type: 'link', attrs: { href } }])));
export const imageDoc = (attrs: Record<string, unknown>) =>
  doc({ type: 'image', attrs: { alt: null, title: null, width: null, height: null, ...attrs } });
export const mathDoc = (expression: string) =>
  doc(paragraph(text('So '), { type: 'mathInline', attrs: { expression } }));

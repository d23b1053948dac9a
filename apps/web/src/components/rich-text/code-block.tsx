/** A code block with its language as a caption; the code scrolls sideways and can be scrolled by keyboard. */
import type { CodeBlockNode } from '@tinkerlabs/rich-text/document';
import { languageLabel } from './language-label.ts';

export function CodeBlock({ node }: { node: CodeBlockNode }) {
  const code = (node.content ?? []).map((text) => text.text).join('');
  const language = node.attrs.language;
  return (
    <figure className="code-block">
      <figcaption>{languageLabel(language)}</figcaption>
      <pre tabIndex={0}>
        <code className={language ? `language-${language}` : undefined}>{code}</code>
      </pre>
    </figure>
  );
}

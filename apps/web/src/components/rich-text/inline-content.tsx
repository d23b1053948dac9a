/**
 * Inline content of a rich-text block: text with its marks, line breaks and inline maths. A link is
 * rendered only for an address the site allows (http, https, mailto, site paths and anchors); any
 * other address leaves its text as plain text. Links to other sites get rel="noopener noreferrer".
 */
import type { InlineNode, Mark } from '@tinkerlabs/rich-text/document';
import { checkLinkHref } from '@tinkerlabs/rich-text/safe-url';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MathExpression } from './math-expression.tsx';

export function InlineContent({ nodes }: { nodes: readonly InlineNode[] | undefined }) {
  return (
    <>
      {(nodes ?? []).map((node, index) => {
        if (node.type === 'hardBreak') return <br key={index} />;
        if (node.type === 'mathInline') {
          return <MathExpression key={index} expression={node.attrs.expression} display={false} />;
        }
        return <MarkedText key={index} text={node.text} marks={node.marks ?? []} />;
      })}
    </>
  );
}

function MarkedText({ text, marks }: { text: string; marks: readonly Mark[] }) {
  // The link wraps the other marks, as an editor shows it: one link around bold and plain words.
  const ordered = [...marks].sort((a, b) => Number(a.type === 'link') - Number(b.type === 'link'));
  return <>{ordered.reduce<ReactNode>((content, mark) => wrap(mark, content), text)}</>;
}

function wrap(mark: Mark, content: ReactNode): ReactNode {
  switch (mark.type) {
    case 'bold':
      return <strong>{content}</strong>;
    case 'italic':
      return <em>{content}</em>;
    case 'strike':
      return <s>{content}</s>;
    case 'code':
      return <code>{content}</code>;
    case 'link':
      return <SafeLink href={mark.attrs.href}>{content}</SafeLink>;
    default:
      return content;
  }
}

export function SafeLink({ href, children }: { href: string; children: ReactNode }) {
  if (!checkLinkHref(href).ok) return <>{children}</>;
  if (/^(https?:|mailto:)/i.test(href)) {
    return (
      <a href={href} rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  // Paths on this site and anchors in this page navigate inside the app.
  return <Link to={href}>{children}</Link>;
}

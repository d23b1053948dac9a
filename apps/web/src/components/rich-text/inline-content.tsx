/**
 * Inline content of a rich-text block: text with its marks, line breaks and inline maths, kept on one
 * line with the punctuation that follows it. A link is rendered only for an address the site allows
 * (http, https, mailto, site paths and anchors); any other address leaves its text as plain text.
 * Links to other sites get rel="noopener noreferrer".
 */
import type { InlineNode, Mark } from '@tinkerlabs/rich-text/document';
import { checkLinkHref } from '@tinkerlabs/rich-text/safe-url';
import { Fragment, type ReactNode } from 'react';
import { Link } from '@/components/ui/link.tsx';
import { MathExpression } from './math-expression.tsx';

export function InlineContent({ nodes }: { nodes: readonly InlineNode[] | undefined }) {
  const list = nodes ?? [];
  const content: ReactNode[] = [];
  for (let index = 0; index < list.length; index++) {
    const node = list[index]!;
    if (node.type === 'hardBreak') {
      content.push(<br key={index} />);
    } else if (node.type === 'text') {
      content.push(<MarkedText key={index} text={node.text} marks={node.marks ?? []} />);
    } else if (node.type === 'mathInline') {
      const math = <MathExpression expression={node.attrs.expression} display={false} />;
      const next = list[index + 1];
      const punctuation = next?.type === 'text' ? closingPunctuation.exec(next.text)?.[0] : undefined;
      if (next?.type !== 'text' || !punctuation) {
        content.push(<Fragment key={index}>{math}</Fragment>);
        continue;
      }
      // A full stop or comma stays on the formula's line: without this, Chrome may break the line
      // between KaTeX's last box and the text after it.
      content.push(
        <span key={index} className="whitespace-nowrap">
          {math}
          <MarkedText text={punctuation} marks={next.marks ?? []} />
        </span>,
      );
      const rest = next.text.slice(punctuation.length);
      if (rest) content.push(<MarkedText key={index + 1} text={rest} marks={next.marks ?? []} />);
      index++;
    }
  }
  return <>{content}</>;
}

/** The punctuation that closes what comes before it: it belongs on the same line as that. */
const closingPunctuation = /^[.,;:!?…)\]}’”»]+/u;

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

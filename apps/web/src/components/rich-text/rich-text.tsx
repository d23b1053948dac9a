/**
 * Renders a stored rich-text document (the editor's JSON) as React elements, node by node. Nothing
 * in a document is ever inserted as HTML: text is text, links and images pass the site's address
 * checks, code keeps its text verbatim and maths is rendered by KaTeX from its LaTeX source.
 */
import type { BlockNode, HeadingNode, ListItemNode, RichTextDoc } from '@tinkerlabs/rich-text/document';
import { checkImageSrc } from '@tinkerlabs/rich-text/safe-url';
import { useMemo, type ReactNode } from 'react';
import { CodeBlock } from './code-block.tsx';
import { headingIds } from './heading-ids.ts';
import { InlineContent } from './inline-content.tsx';
import { MathExpression } from './math-expression.tsx';
import './rich-text.css';

/** `afterIntro` goes between the introduction and the first heading (at the end when there is none). */
export function RichText({
  doc,
  afterIntro,
  className = '',
}: {
  doc: RichTextDoc;
  afterIntro?: ReactNode;
  className?: string;
}) {
  const ids = useMemo(() => headingIds(doc), [doc]);
  if (afterIntro === undefined) {
    return (
      <div className={`rich-text ${className}`}>
        <Blocks nodes={doc.content} ids={ids} />
      </div>
    );
  }
  const firstHeading = doc.content.findIndex((node) => node.type === 'heading');
  const split = firstHeading < 0 ? doc.content.length : firstHeading;
  return (
    <>
      <div className={`rich-text ${className}`}>
        <Blocks nodes={doc.content.slice(0, split)} ids={ids} />
      </div>
      {afterIntro}
      <div className={`rich-text ${className}`}>
        <Blocks nodes={doc.content.slice(split)} ids={ids} />
      </div>
    </>
  );
}

type HeadingIds = Map<HeadingNode, string>;

function Blocks({ nodes, ids }: { nodes: readonly (BlockNode | ListItemNode)[]; ids: HeadingIds }) {
  return (
    <>
      {nodes.map((node, index) => (
        <Block key={index} node={node} ids={ids} />
      ))}
    </>
  );
}

function Block({ node, ids }: { node: BlockNode | ListItemNode; ids: HeadingIds }) {
  switch (node.type) {
    case 'paragraph':
      return (
        <p>
          <InlineContent nodes={node.content} />
        </p>
      );
    case 'heading': {
      const Heading = `h${node.attrs.level}` as 'h2' | 'h3' | 'h4';
      return (
        <Heading id={ids.get(node)}>
          <InlineContent nodes={node.content} />
        </Heading>
      );
    }
    case 'bulletList':
      return (
        <ul>
          <Blocks nodes={node.content} ids={ids} />
        </ul>
      );
    case 'orderedList':
      return (
        <ol start={node.attrs.start === 1 ? undefined : node.attrs.start}>
          <Blocks nodes={node.content} ids={ids} />
        </ol>
      );
    case 'listItem':
      return (
        <li>
          <Blocks nodes={node.content} ids={ids} />
        </li>
      );
    case 'blockquote':
      return (
        <blockquote>
          <Blocks nodes={node.content} ids={ids} />
        </blockquote>
      );
    case 'codeBlock':
      return <CodeBlock node={node} />;
    case 'horizontalRule':
      return <hr />;
    case 'mathBlock':
      return <MathExpression expression={node.attrs.expression} display />;
    case 'image': {
      const { src, alt, title, width, height } = node.attrs;
      if (!checkImageSrc(src).ok) return null;
      const image = (
        <img
          src={src}
          alt={alt ?? ''}
          width={width ?? undefined}
          height={height ?? undefined}
          loading="lazy"
          decoding="async"
        />
      );
      // A title is the figure's caption, shown under the picture rather than only as a tooltip.
      return title ? (
        <figure className="rich-text-figure">
          {image}
          <figcaption>{title}</figcaption>
        </figure>
      ) : (
        image
      );
    }
    default:
      return null; // a node type this version does not know: left out rather than guessed at
  }
}

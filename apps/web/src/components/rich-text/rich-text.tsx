/**
 * Renders a stored rich-text document (the editor's JSON) as React elements, node by node. Nothing
 * in a document is ever inserted as HTML: text is text, links and images pass the site's address
 * checks, code keeps its text verbatim and maths is rendered by KaTeX from its LaTeX source.
 */
import type {
  BasicBlockNode,
  BlockNode,
  HeadingNode,
  ListItemNode,
  RichTextDoc,
} from '@tinkerlabs/rich-text/document';
import { checkImageSrc } from '@tinkerlabs/rich-text/safe-url';
import { useMemo, type ReactNode } from 'react';
import { ThemedImage } from '../content/themed-image.tsx';
import { CodeBlock } from './code-block.tsx';
import { headingIds } from './heading-ids.ts';
import { InlineContent } from './inline-content.tsx';
import { InteractiveBlock } from './interactive-blocks.tsx';
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
  const numbers = useMemo(() => exerciseNumbers(doc), [doc]);
  const context = useMemo(() => ({ ids, numbers }), [ids, numbers]);
  if (afterIntro === undefined) {
    return (
      <div className={`rich-text ${className}`}>
        <Blocks nodes={doc.content} context={context} />
      </div>
    );
  }
  const firstHeading = doc.content.findIndex((node) => node.type === 'heading');
  const split = firstHeading < 0 ? doc.content.length : firstHeading;
  return (
    <>
      <div className={`rich-text ${className}`}>
        <Blocks nodes={doc.content.slice(0, split)} context={context} />
      </div>
      {afterIntro}
      <div className={`rich-text ${className}`}>
        <Blocks nodes={doc.content.slice(split)} context={context} />
      </div>
    </>
  );
}

/** What blocks need from their document: heading anchors and exercise numbers. */
type DocContext = { ids: Map<HeadingNode, string>; numbers: Map<BlockNode, number> };

function exerciseNumbers(doc: RichTextDoc): Map<BlockNode, number> {
  const numbers = new Map<BlockNode, number>();
  for (const node of doc.content) if (node.type === 'exercise') numbers.set(node, numbers.size + 1);
  return numbers;
}

/** The basic blocks inside an exercise (its question, hints, solution), rendered like any others. */
function NestedBlocks({ nodes }: { nodes: BasicBlockNode[] }) {
  const context = useMemo(() => ({ ids: new Map(), numbers: new Map() }), []);
  return <Blocks nodes={nodes} context={context} />;
}

function Blocks({ nodes, context }: { nodes: readonly (BlockNode | ListItemNode)[]; context: DocContext }) {
  return (
    <>
      {nodes.map((node, index) => (
        <Block key={index} node={node} context={context} />
      ))}
    </>
  );
}

function Block({ node, context }: { node: BlockNode | ListItemNode; context: DocContext }) {
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
        <Heading id={context.ids.get(node)}>
          <InlineContent nodes={node.content} />
        </Heading>
      );
    }
    case 'bulletList':
      return (
        <ul>
          <Blocks nodes={node.content} context={context} />
        </ul>
      );
    case 'orderedList':
      return (
        <ol start={node.attrs.start === 1 ? undefined : node.attrs.start}>
          <Blocks nodes={node.content} context={context} />
        </ol>
      );
    case 'listItem':
      return (
        <li>
          <Blocks nodes={node.content} context={context} />
        </li>
      );
    case 'blockquote':
      return (
        <blockquote>
          <Blocks nodes={node.content} context={context} />
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
        <ThemedImage
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
    case 'codeCell':
    case 'exercise':
    case 'labWidget':
      return (
        <InteractiveBlock
          node={node}
          exerciseNumber={context.numbers.get(node) ?? 0}
          renderBlocks={NestedBlocks}
        />
      );
    default:
      return null; // a node type this version does not know: left out rather than guessed at
  }
}

/**
 * Interactive blocks (code cells, exercises, lab widgets) run the labs' code, which lives in features:
 * the app provides their renderer through `InteractiveBlocks` (app/root-shell.tsx), so this shared
 * renderer never imports a feature. Without one (a test, an email) each block shows as text: the
 * cell's code, the exercise's question, the lab's name.
 */
import { labWidgetName } from '@tinkerlabs/rich-text/lab-widget';
import { useContext } from 'react';
import { CodeBlock } from './code-block.tsx';
import { InteractiveBlocks, type InteractiveBlockProps } from './interactive-blocks-context.ts';

export function InteractiveBlock(props: InteractiveBlockProps) {
  const render = useContext(InteractiveBlocks);
  return render ? render(props) : <StaticBlock {...props} />;
}

export function StaticBlock({ node, exerciseNumber, renderBlocks: Blocks }: InteractiveBlockProps) {
  switch (node.type) {
    case 'codeCell':
      return (
        <CodeBlock
          node={{
            type: 'codeBlock',
            attrs: { language: node.attrs.language === 'cpp' ? 'cpp' : 'python' },
            content: node.attrs.code ? [{ type: 'text', text: node.attrs.code }] : [],
          }}
        />
      );
    case 'exercise':
      return (
        <section role="group" aria-label={`Exercise ${exerciseNumber}: ${node.attrs.title}`}>
          <h3>{`Exercise ${exerciseNumber}: ${node.attrs.title}`}</h3>
          <Blocks nodes={node.attrs.question} />
        </section>
      );
    case 'labWidget':
      return (
        <section aria-label={labWidgetName(node.attrs)}>
          <p>{labWidgetName(node.attrs)}</p>
        </section>
      );
  }
}

/**
 * The block as readers will see it, rendered by the site's own RichText, while the dialog is open.
 * It is a preview (PreviewFrame): a cell run or an answer checked there records nothing. A block
 * with problems is not rendered (the renderer expects a valid one), and a renderer that fails still
 * leaves the form usable.
 */
import type { InteractiveBlockNode } from '@tinkerlabs/rich-text/document';
import { Component, type ReactNode } from 'react';
import { PreviewFrame } from '@/components/content/preview-frame.tsx';
import { RichText } from '@/components/rich-text/rich-text.tsx';

export function BlockPreview({ node, valid }: { node: InteractiveBlockNode; valid: boolean }) {
  return (
    <section
      aria-label="Preview"
      className="rounded-lg border border-dashed border-neutral-300 p-3 dark:border-neutral-700"
    >
      <p className="mb-2 text-xs font-semibold tracking-wide text-neutral-600 uppercase dark:text-neutral-400">
        Preview
      </p>
      {valid ? (
        <PreviewBoundary node={node}>
          <PreviewFrame>
            <RichText doc={{ type: 'doc', content: [node] }} />
          </PreviewFrame>
        </PreviewBoundary>
      ) : (
        <p className="text-sm text-neutral-600 dark:text-neutral-400">
          The preview appears once the block is complete.
        </p>
      )}
    </section>
  );
}

interface BoundaryProps {
  node: InteractiveBlockNode;
  children: ReactNode;
}

/** Catches a failing render; the next change to the block tries again. */
class PreviewBoundary extends Component<BoundaryProps, { failed: boolean; node: InteractiveBlockNode }> {
  override state = { failed: false, node: this.props.node };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { node: InteractiveBlockNode }) {
    return props.node === state.node ? null : { failed: false, node: props.node };
  }

  override render() {
    if (this.state.failed)
      return <p className="text-sm text-red-700 dark:text-red-400">This block could not be previewed.</p>;
    return this.props.children;
  }
}

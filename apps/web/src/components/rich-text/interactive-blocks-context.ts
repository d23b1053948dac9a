/** The renderer of interactive blocks the app provides to shared rich text (see interactive-blocks.tsx). */
import type { BasicBlockNode, InteractiveBlockNode } from '@tinkerlabs/rich-text/document';
import { createContext, type ComponentType, type ReactNode } from 'react';

export type InteractiveBlockProps = {
  node: InteractiveBlockNode;
  /** The exercise's number in its document (1, 2 …); 0 for other blocks. */
  exerciseNumber: number;
  /** Renders the basic blocks an exercise holds (its question, hints, solution). */
  renderBlocks: ComponentType<{ nodes: BasicBlockNode[] }>;
};

export type RenderInteractiveBlock = (props: InteractiveBlockProps) => ReactNode;

export const InteractiveBlocks = createContext<RenderInteractiveBlock | null>(null);

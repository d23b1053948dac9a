/**
 * What a lab shows in the editor's place while CodeMirror loads: the code, read-only, in a box with
 * the editor's frame, font, line height and height limits, so nothing moves when the editor comes.
 * The lab's runtime and its Run button do not wait for it.
 */
import { editorBoxClass } from '../lib/editor-box.ts';

export function CodeEditorFallback({ code }: { code: string }) {
  return (
    <div className={editorBoxClass} aria-busy="true">
      <pre
        // Scrollable, so reachable by keyboard (axe: scrollable regions must be focusable).
        tabIndex={0}
        className="max-h-[32rem] min-h-[16rem] overflow-auto py-1 pr-1 pl-[2.55rem] font-mono text-[0.875rem] leading-[1.4] whitespace-pre-wrap"
      >
        {code}
      </pre>
      <p className="sr-only">The code editor is loading.</p>
    </div>
  );
}

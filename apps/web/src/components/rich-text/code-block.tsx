/**
 * A code block: its language as a caption, "Copy", and "Run in the lab" where a lab runs the language
 * (the lab opens with this code, through its share link). The code is coloured as the labs' editor
 * colours it, by the same grammar and palette (components/code/use-highlighted-code.ts), and scrolls
 * sideways, by keyboard too. `runInLab: false` where the page is that lab already.
 */
import type { CodeBlockNode } from '@tinkerlabs/rich-text/document';
import { Play } from 'lucide-react';
import { codeColourVariables } from '@/components/code/code-colours.ts';
import { labForCode } from '@/components/code/code-lab.ts';
import { HighlightedCode } from '@/components/code/highlighted-code.tsx';
import { shareFragment } from '@/lib/share-code.ts';
import { CopyCodeButton } from './copy-code-button.tsx';
import { languageLabel } from './language-label.ts';

export function CodeBlock({ node, runInLab = true }: { node: CodeBlockNode; runInLab?: boolean }) {
  const code = (node.content ?? []).map((text) => text.text).join('');
  const language = node.attrs.language;
  const lab = runInLab ? labForCode(language) : null;
  return (
    <figure className={`code-block ${codeColourVariables}`}>
      <figcaption>{languageLabel(language)}</figcaption>
      <div className="code-block-actions">
        <CopyCodeButton code={code} />
        {lab ? (
          // A plain link, as the Python and MicroPython labs open in a page load of their own anyway
          // (they are cross-origin isolated); it needs no router (a block rendered on its own).
          <a href={`${lab}${shareFragment(code)}`} className="code-block-action">
            <Play aria-hidden className="size-3.5" />
            Run in the lab
          </a>
        ) : null}
      </div>
      <pre tabIndex={0}>
        <code className={language ? `language-${language}` : undefined}>
          <HighlightedCode code={code} language={language} />
        </code>
      </pre>
    </figure>
  );
}

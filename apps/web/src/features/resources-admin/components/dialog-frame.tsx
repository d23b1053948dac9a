/**
 * The frame of this feature's dialogs: a modal alert dialog over a dimmed page, its first button
 * focused on open, Escape to dismiss, and the focus given back to what was focused before.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';

export function DialogFrame({
  title,
  onDismiss,
  children,
}: {
  title: string;
  onDismiss: () => void;
  children: (titleId: string) => ReactNode;
}) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    box.current?.querySelector<HTMLElement>('button')?.focus();
    return () => previous?.focus();
  }, []);
  return (
    <div
      className="fixed inset-0 z-50 flex items-center justify-center bg-neutral-950/60 p-4"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDismiss();
      }}
    >
      <div
        ref={box}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="w-full max-w-lg rounded-xl bg-white p-6 shadow-2xl dark:bg-neutral-900"
      >
        <h2 id={titleId} className="text-lg font-bold text-neutral-900 dark:text-white">
          {title}
        </h2>
        {children(titleId)}
      </div>
    </div>
  );
}

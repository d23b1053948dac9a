/** Asks before a resource is deleted: its public page goes and the address stops working. */
import { secondaryButtonClass } from '@/components/ui/control-styles.ts';
import { DialogFrame } from './dialog-frame.tsx';

const dangerButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60';

export function DeleteResourceDialog({
  title,
  publicPath,
  deleting,
  error,
  onCancel,
  onConfirm,
}: {
  title: string;
  publicPath: string;
  deleting: boolean;
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <DialogFrame title={`Delete “${title}”?`} onDismiss={onCancel}>
      {() => (
        <>
          <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">
            It disappears from the resource lists and {publicPath} stops working. Its history is kept. This
            cannot be undone.
          </p>
          {error ? (
            <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-400">
              {error}
            </p>
          ) : null}
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <button type="button" onClick={onCancel} className={secondaryButtonClass}>
              Keep it
            </button>
            <button type="button" onClick={onConfirm} disabled={deleting} className={dangerButtonClass}>
              {deleting ? 'Deleting…' : 'Delete resource'}
            </button>
          </div>
        </>
      )}
    </DialogFrame>
  );
}

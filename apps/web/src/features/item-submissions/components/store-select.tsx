/**
 * Choosing the store that sells an item, from the approved stores. A store the item already names
 * but that is not in the list (e.g. past the first page) still shows as chosen.
 */
import { useQuery } from '@tanstack/react-query';
import { FieldMessage } from '@/components/moderation/form-field.tsx';
import { movesToSubmit } from '@/components/moderation/moves-to-submit.ts';
import { labelClass, selectClass, textLinkClass } from '@/components/ui/control-styles.ts';
import { Link } from '@/components/ui/link.tsx';
import { approvedStoresQuery } from '../api/item-queries.ts';

export function StoreSelect({
  id,
  value,
  currentName,
  error,
  onChange,
  onBlur,
}: {
  id: string;
  value: string;
  /** The name of the store the item belongs to now, when editing. */
  currentName?: string;
  error?: string;
  onChange: (slug: string) => void;
  onBlur: () => void;
}) {
  const stores = useQuery(approvedStoresQuery);
  const listed = stores.data?.items ?? [];
  const unlisted = value !== '' && !listed.some((store) => store.slug === value);
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        Store
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={(event) => {
          if (!movesToSubmit(event)) onBlur();
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className={`${selectClass} ${error ? 'border-red-600 dark:border-red-500' : ''}`}
      >
        <option value="">{stores.isPending ? 'Loading the stores…' : 'Choose a store'}</option>
        {unlisted ? <option value={value}>{currentName ?? value}</option> : null}
        {listed.map((store) => (
          <option key={store.slug} value={store.slug}>
            {store.name}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="mt-1 text-xs text-neutral-600 dark:text-neutral-400">
        {stores.isError ? (
          <>
            The stores could not be loaded ({stores.error.message}).{' '}
            <button type="button" className={textLinkClass} onClick={() => void stores.refetch()}>
              Try again
            </button>
          </>
        ) : (
          <>
            Only published stores are listed. Missing one?{' '}
            <Link to="/dashboard/stores/suggest" className={textLinkClass}>
              Suggest the store
            </Link>{' '}
            first.
          </>
        )}
      </p>
      <FieldMessage id={`${id}-error`} message={error} />
    </div>
  );
}

/** A list's text search: submitted with Enter or the button; the text comes from (and goes to) the URL. */
import { Search } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { labelClass, primaryButtonClass, selectClass } from './control-styles.ts';

export function SearchField({
  label,
  value,
  placeholder,
  onSearch,
}: {
  label: string;
  value: string;
  placeholder: string;
  onSearch: (text: string) => void;
}) {
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(String(new FormData(event.currentTarget).get('q') ?? '').trim());
  };
  return (
    <form role="search" onSubmit={submit}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="flex items-end gap-2">
        {/* Keyed by the URL's value, so back and forward show the search that produced the list. */}
        <input
          key={value}
          id={id}
          type="search"
          name="q"
          defaultValue={value}
          placeholder={placeholder}
          maxLength={200}
          className={selectClass}
        />
        <button type="submit" className={primaryButtonClass}>
          <Search aria-hidden className="size-4" />
          <span className="sr-only sm:not-sr-only">Search</span>
        </button>
      </div>
    </form>
  );
}

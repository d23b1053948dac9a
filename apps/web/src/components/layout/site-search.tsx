/**
 * The header's search: a button, and the search panel, whose code (components/search) loads the
 * first time the button is pointed at, focused or pressed, so the first load of every page stays small.
 */
import { Search } from 'lucide-react';
import { lazy, Suspense } from 'react';

const loadPanel = () => import('@/components/search/search-panel.tsx');
const SearchPanel = lazy(() => loadPanel().then((module) => ({ default: module.SearchPanel })));
const preload = () => void loadPanel().catch(() => undefined);

/** The id of the panel (it exists only while open). */
const panelId = 'site-search';

export function SearchToggle({
  open,
  onToggle,
  className = '',
}: {
  open: boolean;
  onToggle: () => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      data-search-toggle
      aria-label={open ? 'Close search' : 'Search the site'}
      aria-expanded={open}
      aria-controls={open ? panelId : undefined}
      onClick={onToggle}
      onPointerEnter={preload}
      onFocus={preload}
      className={`items-center justify-center rounded-md hover:bg-white/10 ${className}`}
    >
      <Search aria-hidden className="size-5" />
    </button>
  );
}

export function SearchPanelSlot({
  open,
  onClose,
}: {
  open: boolean;
  onClose: (returnFocus: boolean) => void;
}) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SearchPanel onClose={onClose} />
    </Suspense>
  );
}

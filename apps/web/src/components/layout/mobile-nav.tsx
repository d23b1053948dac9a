/**
 * The collapsible menu for small screens, with the search on phones. Any link click closes it, and so
 * does Escape. Loaded when first opened (components/layout/header.tsx).
 */
import { Search } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from '@/components/ui/link.tsx';
import { isNavGroup, mainNavigation } from '@/config/site.ts';

export default function MobileNav({
  id,
  onClose,
  onSearch,
}: {
  id: string;
  onClose: () => void;
  onSearch: () => void;
}) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  const linkClass = 'block rounded-md px-3 py-2.5 text-base font-medium text-white hover:bg-white/10';
  return (
    <div id={id} className="border-t border-white/20 xl:hidden">
      <div className="mx-auto max-w-7xl px-4 pt-3 sm:hidden">
        <button
          type="button"
          onClick={onSearch}
          className="flex w-full items-center gap-2 rounded-md bg-white/10 px-3 py-2.5 text-base font-medium text-white hover:bg-white/20"
        >
          <Search aria-hidden className="size-5" /> Search the site
        </button>
      </div>
      <ul className="mx-auto max-w-7xl space-y-1 px-4 py-3">
        {mainNavigation.map((entry) =>
          isNavGroup(entry) ? (
            <li key={entry.to}>
              <Link to={entry.to} className={linkClass} onClick={onClose}>
                {entry.label}
              </Link>
              <ul className="ml-4 border-l border-white/25 pl-2">
                {entry.children.map((child) => (
                  <li key={child.to}>
                    <Link to={child.to} className={`${linkClass} text-sm text-white/90`} onClick={onClose}>
                      {child.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ) : (
            <li key={entry.to}>
              <Link to={entry.to} className={linkClass} onClick={onClose}>
                {entry.label}
              </Link>
            </li>
          ),
        )}
      </ul>
    </div>
  );
}

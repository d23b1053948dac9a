/** Where a page sits in the site: "Learning Hub › Control systems", the current page last and unlinked. */
import { Link } from '@/components/ui/link.tsx';

export interface Crumb {
  to: string;
  label: string;
}

export function Breadcrumbs({ trail, current }: { trail: readonly Crumb[]; current: string }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-neutral-600 dark:text-neutral-400">
        {trail.map((crumb) => (
          <li key={crumb.to} className="inline-flex items-center gap-1">
            <Link
              to={crumb.to}
              className="hover:text-primary-700 hover:underline dark:hover:text-primary-400"
            >
              {crumb.label}
            </Link>
            <span aria-hidden>/</span>
          </li>
        ))}
        <li aria-current="page" className="truncate font-medium text-neutral-800 dark:text-neutral-200">
          {current}
        </li>
      </ol>
    </nav>
  );
}

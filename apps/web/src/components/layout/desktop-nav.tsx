import { useLocation } from 'react-router';
import { Link } from '@/components/ui/link.tsx';
import { isNavGroup, mainNavigation } from '@/config/site.ts';
import { NavDropdown } from './nav-dropdown.tsx';
import { isActivePath, navLinkClass } from './nav-styles.ts';

export function DesktopNav() {
  const { pathname } = useLocation();
  return (
    <ul className="hidden items-center gap-0.5 xl:flex">
      {mainNavigation.map((entry) => (
        <li key={entry.to}>
          {isNavGroup(entry) ? (
            <NavDropdown group={entry} />
          ) : (
            <Link
              to={entry.to}
              className={navLinkClass(isActivePath(pathname, entry.to))}
              aria-current={isActivePath(pathname, entry.to) ? 'page' : undefined}
            >
              {entry.label}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

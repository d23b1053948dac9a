/** A desktop menu entry with a dropdown (Labs, Knowledge Hub), operable by keyboard and pointer. */
import { ChevronDown } from 'lucide-react';
import { useLocation } from 'react-router';
import { Link } from '@/components/ui/link.tsx';
import type { NavGroup } from '@/config/site.ts';
import { MenuButton, menuItemClass } from '../ui/menu-button.tsx';
import { isActivePath, navLinkClass } from './nav-styles.ts';

export function NavDropdown({ group }: { group: NavGroup }) {
  const { pathname } = useLocation();
  const active =
    isActivePath(pathname, group.to) || group.children.some((child) => isActivePath(pathname, child.to));
  return (
    <MenuButton
      triggerClassName={`${navLinkClass(active)} inline-flex items-center gap-1`}
      trigger={
        <>
          {group.label}
          <ChevronDown aria-hidden className="size-4" />
        </>
      }
    >
      {[{ to: group.to, label: group.overviewLabel }, ...group.children].map((link) => (
        <Link key={link.to} role="menuitem" tabIndex={-1} to={link.to} className={menuItemClass}>
          {link.label}
        </Link>
      ))}
    </MenuButton>
  );
}

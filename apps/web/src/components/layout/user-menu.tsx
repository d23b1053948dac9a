/**
 * Signed in: a menu headed by the username (or the email), with Profile, Dashboard and Logout. Loaded
 * once a member is signed in (components/layout/header.tsx).
 */
import type { Viewer } from '@tinkerlabs/contract/auth';
import { ChevronDown, UserRound } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Link } from '@/components/ui/link.tsx';
import { signOut } from '@/lib/auth/session-store.ts';
import { MenuButton, menuItemClass } from '../ui/menu-button.tsx';

export default function UserMenu({ viewer }: { viewer: Viewer }) {
  const navigate = useNavigate();
  const name = viewer.profile.username ?? viewer.user.email;
  return (
    <MenuButton
      align="end"
      label={`Account menu for ${name}`}
      triggerClassName="inline-flex max-w-48 items-center gap-1.5 rounded-md px-2.5 py-1.5 text-sm font-medium text-white hover:bg-white/10"
      trigger={
        <>
          <UserRound aria-hidden className="size-5 shrink-0" />
          <span className="hidden truncate sm:inline">{name}</span>
          <ChevronDown aria-hidden className="size-4 shrink-0" />
        </>
      }
    >
      <p
        className="truncate border-b border-neutral-200 px-3 pt-1 pb-2 text-sm font-semibold dark:border-neutral-700"
        title={name}
      >
        {name}
      </p>
      <Link role="menuitem" tabIndex={-1} to="/dashboard/profile" className={menuItemClass}>
        Profile
      </Link>
      <Link role="menuitem" tabIndex={-1} to="/dashboard" className={menuItemClass}>
        Dashboard
      </Link>
      <Link role="menuitem" tabIndex={-1} to="/dashboard/learning" className={menuItemClass}>
        Your learning
      </Link>
      <button
        type="button"
        role="menuitem"
        tabIndex={-1}
        className={menuItemClass}
        onClick={() => {
          // On a failed request the menu stays, still signed in: the store shows the server's truth.
          signOut().then(
            () => navigate('/'),
            () => undefined,
          );
        }}
      >
        Logout
      </button>
    </MenuButton>
  );
}

/**
 * /dashboard: the member's own submissions with their status and what needs their action, their
 * notifications, and shortcuts to submit more; administrators also see the review queues' counts
 * and the newest messages, and the members with their sessions (to sign one out everywhere).
 * The lists refresh live when a decision is made or a queue changes.
 */
import { FilePlus2, FolderPlus, GraduationCap, PackagePlus, Store } from 'lucide-react';
import { Link } from '@/components/ui/link.tsx';
import { PageMeta } from '@/components/page-meta.tsx';
import { cardClass } from '@/components/ui/control-styles.ts';
import { useAuth } from '@/lib/auth/session-store.ts';
import { useRealtimeInvalidation } from '@/lib/realtime/use-realtime.ts';
import { mySubmissionsKey } from '../api/my-submissions-query.ts';
import { notificationsKey } from '../api/notifications.ts';
import { MemberSessions } from './member-sessions.tsx';
import { MySubmissions } from './my-submissions.tsx';
import { NewestMessages } from './newest-messages.tsx';
import { NotificationList } from './notification-list.tsx';
import { PendingCountCards } from './pending-counts.tsx';

const shortcuts = [
  { to: '/dashboard/stores/suggest', label: 'Suggest a store', icon: Store },
  { to: '/dashboard/items/suggest', label: 'Suggest an item', icon: PackagePlus },
  { to: '/dashboard/projects/submit', label: 'Submit a project', icon: FolderPlus },
  { to: '/dashboard/articles/editor', label: 'Write an article', icon: FilePlus2 },
  { to: '/dashboard/learning', label: 'Your learning', icon: GraduationCap },
];

const sectionTitle = 'text-xl font-semibold text-neutral-900 dark:text-white';

export function DashboardOverview() {
  const { viewer } = useAuth();
  useRealtimeInvalidation('me', [mySubmissionsKey, notificationsKey]);
  const isAdmin = viewer?.user.role === 'admin';
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageMeta title="Dashboard" noIndex />
      <h1 className="text-3xl font-bold tracking-tight text-neutral-900 dark:text-white">Dashboard</h1>
      <p className="mt-2 text-neutral-600 dark:text-neutral-300">
        Your submissions and their review status, and the shortcuts to suggest or write something new.
      </p>
      <nav aria-label="Submit something" className="mt-6">
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {shortcuts.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex h-full items-center gap-2 rounded-xl border border-neutral-200 bg-white p-4 text-sm font-semibold text-neutral-900 hover:border-secondary-500 hover:shadow-sm dark:border-neutral-800 dark:bg-neutral-900 dark:text-white"
              >
                <Icon aria-hidden className="size-5 shrink-0 text-secondary-700 dark:text-secondary-300" />
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {isAdmin ? (
        <section aria-labelledby="review-heading" className="mt-10">
          <h2 id="review-heading" className={sectionTitle}>
            Waiting for you as administrator
          </h2>
          <PendingCountCards />
          <section aria-labelledby="newest-messages-heading" className={`${cardClass} mt-6`}>
            <h3
              id="newest-messages-heading"
              className="text-lg font-semibold text-neutral-900 dark:text-white"
            >
              Newest messages
            </h3>
            <NewestMessages />
          </section>
          <section aria-labelledby="members-heading" className={`${cardClass} mt-6`}>
            <h3 id="members-heading" className="text-lg font-semibold text-neutral-900 dark:text-white">
              Members and sessions
            </h3>
            <MemberSessions />
          </section>
        </section>
      ) : null}
      <div className="mt-10 grid gap-8 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="submissions-heading">
          <h2 id="submissions-heading" className={sectionTitle}>
            Your submissions
          </h2>
          <MySubmissions />
        </section>
        <section aria-labelledby="notifications-heading" className={`${cardClass} self-start`}>
          <h2 id="notifications-heading" className={sectionTitle}>
            Notifications
          </h2>
          <NotificationList />
        </section>
      </div>
    </div>
  );
}

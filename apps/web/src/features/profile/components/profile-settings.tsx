/**
 * /dashboard/profile: the email (private), the name others see on the member's work with the rule
 * behind it (the server decides it: `publicName`), the username, and the member's active sessions.
 */
import { useQuery } from '@tanstack/react-query';
import { profileQuery } from '../api/profile.ts';
import { SessionList } from './session-list.tsx';
import { UsernameForm } from './username-form.tsx';

export function ProfileSettings() {
  const profile = useQuery(profileQuery);
  return (
    <div className="mt-8 space-y-10">
      <section aria-labelledby="account-heading">
        <h2 id="account-heading" className="text-lg font-semibold text-neutral-900 dark:text-white">
          Account
        </h2>
        {profile.isPending ? (
          <p className="mt-2 text-sm text-neutral-600">Loading…</p>
        ) : profile.isError ? (
          <p role="alert" className="mt-2 text-sm text-red-600">
            {profile.error.message}
          </p>
        ) : (
          <>
            <p className="mt-2 text-neutral-700 dark:text-neutral-300">
              Email: <span className="font-medium">{profile.data.email}</span>{' '}
              <span className="text-sm text-neutral-600 dark:text-neutral-400">(only you see it)</span>
            </p>
            <p className="mt-2 text-neutral-700 dark:text-neutral-300">
              Name others see: <span className="font-semibold">{profile.data.publicName}</span>
            </p>
            <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">
              Your articles and projects are shown under your username if you have set one, otherwise as
              “TinkerLabs member”. Your email address is never shown publicly.
            </p>
            <div className="mt-6">
              <UsernameForm current={profile.data.username} />
            </div>
          </>
        )}
      </section>
      <section aria-labelledby="sessions-heading">
        <h2 id="sessions-heading" className="text-lg font-semibold text-neutral-900 dark:text-white">
          Where you are signed in
        </h2>
        <p className="mt-1 mb-4 text-sm text-neutral-600 dark:text-neutral-400">
          End a session you do not recognise; that device is signed out at once.
        </p>
        <SessionList />
      </section>
    </div>
  );
}

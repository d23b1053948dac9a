/**
 * For administrators: every member with their role and active sessions, and a button that signs a
 * member out on every device (after a confirmation step, since it cannot be undone). The role shown
 * is the one ADMIN_EMAILS gives now.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { secondaryButtonClass } from '@/components/ui/control-styles.ts';
import { ErrorState, LoadingState } from '@/components/ui/request-states.tsx';
import { formatDate } from '@/lib/format-date.ts';
import { membersQuery, useEndMemberSessions } from '../api/members.ts';

export function MemberSessions() {
  const query = useQuery(membersQuery);
  const endSessions = useEndMemberSessions();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [notice, setNotice] = useState('');

  if (query.isPending) return <LoadingState label="Loading the members" rows={2} />;
  if (query.isError) {
    return (
      <ErrorState
        title="The members could not be loaded"
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }

  const end = (id: string, email: string) =>
    endSessions.mutate(id, {
      onSuccess: ({ endedSessions }) =>
        setNotice(`${email} was signed out of ${endedSessions} session${endedSessions === 1 ? '' : 's'}.`),
      onError: (error) => setNotice(`${email} could not be signed out: ${error.message}`),
      onSettled: () => setConfirming(null),
    });

  return (
    <div>
      <p role="status" className="min-h-5 text-sm text-neutral-700 dark:text-neutral-300">
        {notice}
      </p>
      <div className="overflow-x-auto">
        <table className="mt-2 w-full text-left text-sm">
          <caption className="sr-only">Members and their active sessions</caption>
          <thead className="text-neutral-600 dark:text-neutral-400">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">
                Member
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Role
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Joined
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Active sessions
              </th>
              <th scope="col" className="py-2 font-medium">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-neutral-200 dark:divide-neutral-800">
            {query.data.users.map((member) => (
              <tr key={member.id} className="text-neutral-900 dark:text-neutral-100">
                <td className="py-2 pr-3">
                  <span className="block break-all">{member.email}</span>
                  {member.username ? (
                    <span className="text-xs text-neutral-600 dark:text-neutral-400">@{member.username}</span>
                  ) : null}
                </td>
                <td className="py-2 pr-3">{member.role === 'admin' ? 'Administrator' : 'Member'}</td>
                <td className="py-2 pr-3 whitespace-nowrap">
                  <time dateTime={member.createdAt}>{formatDate(member.createdAt)}</time>
                </td>
                <td className="py-2 pr-3 tabular-nums">{member.activeSessions}</td>
                <td className="py-2 text-right">
                  {member.activeSessions === 0 ? null : confirming === member.id ? (
                    <span className="inline-flex gap-2">
                      <button
                        type="button"
                        className={secondaryButtonClass}
                        disabled={endSessions.isPending}
                        onClick={() => end(member.id, member.email)}
                      >
                        Sign out everywhere
                      </button>
                      <button
                        type="button"
                        className={secondaryButtonClass}
                        onClick={() => setConfirming(null)}
                      >
                        Keep
                      </button>
                    </span>
                  ) : (
                    <button
                      type="button"
                      className={secondaryButtonClass}
                      aria-label={`End the sessions of ${member.email}`}
                      onClick={() => setConfirming(member.id)}
                    >
                      End sessions
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

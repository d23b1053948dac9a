import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@/lib/format-date.ts';
import { sessionsQuery, useEndSession } from '../api/sessions.ts';

export function SessionList() {
  const sessions = useQuery(sessionsQuery);
  const endSession = useEndSession();

  if (sessions.isPending)
    return <p className="text-sm text-neutral-600 dark:text-neutral-400">Loading your sessions…</p>;
  if (sessions.isError) {
    return (
      <p role="alert" className="text-sm text-red-600">
        {sessions.error.message}
      </p>
    );
  }
  return (
    <ul className="divide-y divide-neutral-200 rounded-lg border border-neutral-200 dark:divide-neutral-800 dark:border-neutral-800">
      {sessions.data.sessions.map((session) => (
        <li
          key={session.id}
          className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between"
        >
          <div>
            <p className="font-medium text-neutral-900 dark:text-white">
              {describeAgent(session.userAgent)}
              {session.current ? (
                <span className="ml-2 rounded bg-primary-100 px-2 py-0.5 text-xs font-semibold text-primary-800 dark:bg-primary-900 dark:text-primary-200">
                  This device
                </span>
              ) : null}
            </p>
            <p className="text-sm text-neutral-600 dark:text-neutral-400">
              Signed in {formatDateTime(session.createdAt)} · last active {formatDateTime(session.updatedAt)}
            </p>
          </div>
          {session.current ? null : (
            <button
              type="button"
              onClick={() => endSession.mutate(session.id)}
              disabled={endSession.isPending}
              className="self-start rounded-md border border-red-300 px-3 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50 disabled:opacity-60 sm:self-auto dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950"
            >
              End session
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

function describeAgent(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const browser = /Firefox\//.test(userAgent)
    ? 'Firefox'
    : /Edg\//.test(userAgent)
      ? 'Edge'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'Browser';
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : 'an unknown system';
  return `${browser} on ${system}`;
}

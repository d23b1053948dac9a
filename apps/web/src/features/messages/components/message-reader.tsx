/**
 * The open message: who sent it and when, the text, and what to do with it (reply by email, mark
 * unread, archive or move back to the inbox). Its heading takes the focus when a message is opened.
 */
import type { AdminMessage } from '@tinkerlabs/contract/admin-messages';
import { Archive, Inbox, Mail, MailOpen, Reply } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/control-styles.ts';
import { formatDateTime } from '@/lib/format-date.ts';
import { useUpdateMessage } from '../api/update-message.ts';
import { replyLink } from '../lib/reply-link.ts';

export function MessageReader({
  message,
  onChanged,
}: {
  message: AdminMessage;
  onChanged: (message: AdminMessage) => void;
}) {
  const update = useUpdateMessage();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [message.id]);
  const change = (patch: { read?: boolean; archived?: boolean }) =>
    update.mutate({ id: message.id, ...patch }, { onSuccess: onChanged });
  const archived = message.archivedAt !== null;

  return (
    <article
      aria-labelledby="message-subject"
      className="rounded-xl border border-neutral-200 bg-white p-5 dark:border-neutral-800 dark:bg-neutral-900"
    >
      <h2
        id="message-subject"
        ref={heading}
        tabIndex={-1}
        className="text-xl font-bold break-words text-neutral-900 outline-none dark:text-white"
      >
        {message.subject}
      </h2>
      <p className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">
        From <span className="font-semibold">{message.name}</span>{' '}
        <span className="break-all">&lt;{message.email}&gt;</span>
      </p>
      <p className="text-xs text-neutral-600 dark:text-neutral-400">
        Received <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
        {archived ? ' · archived' : ''}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <a href={replyLink(message)} className={primaryButtonClass}>
          <Reply aria-hidden className="size-4" /> Reply by email
        </a>
        {message.readAt ? (
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={update.isPending}
            onClick={() => change({ read: false })}
          >
            <Mail aria-hidden className="size-4" /> Mark unread
          </button>
        ) : (
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={update.isPending}
            onClick={() => change({ read: true })}
          >
            <MailOpen aria-hidden className="size-4" /> Mark read
          </button>
        )}
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={update.isPending}
          onClick={() => change({ archived: !archived })}
        >
          {archived ? (
            <>
              <Inbox aria-hidden className="size-4" /> Move to inbox
            </>
          ) : (
            <>
              <Archive aria-hidden className="size-4" /> Archive
            </>
          )}
        </button>
      </div>
      {update.error ? (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-400">
          {update.error.message}
        </p>
      ) : null}
      <p className="mt-5 border-t border-neutral-200 pt-4 break-words whitespace-pre-wrap text-neutral-800 dark:border-neutral-800 dark:text-neutral-200">
        {message.message}
      </p>
    </article>
  );
}

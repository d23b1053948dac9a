/**
 * /dashboard/messages (administrators): the contact messages, newest first, in folders (Inbox,
 * Unread, Archived) with a search and pages, the list in the URL. Opening one shows it beside the
 * list (below it on small screens) and marks it read. New messages arrive without a reload: the
 * list refetches on every event of the `messages` channel.
 */
import { messageFilters, type AdminMessage, type MessageFilter } from '@tinkerlabs/contract/admin-messages';
import { useState } from 'react';
import { PagedResults } from '@/components/ui/paged-results.tsx';
import { SearchField } from '@/components/ui/search-field.tsx';
import { useListParams } from '@/lib/list-params.ts';
import { useRealtimeInvalidation, useRealtimeStatus } from '@/lib/realtime/use-realtime.ts';
import { messagesKey, useMessages } from '../api/get-messages.ts';
import { useUpdateMessage } from '../api/update-message.ts';
import { MessageFolders } from './message-folders.tsx';
import { MessageReader } from './message-reader.tsx';
import { MessageRow } from './message-row.tsx';

const listNames = ['filter', 'q'] as const;
const realtimeKeys = [messagesKey];

const emptyHints: Record<MessageFilter, string> = {
  inbox: 'Messages sent through the contact form arrive here.',
  unread: 'Every message in the inbox has been read.',
  archived: 'Archived messages are kept here.',
};

export function MessagesPage() {
  const { params, change } = useListParams(listNames);
  const filter: MessageFilter = (messageFilters as readonly string[]).includes(params.filter)
    ? (params.filter as MessageFilter)
    : 'inbox';
  const messages = useMessages({ filter, q: params.q, page: params.page });
  const markRead = useUpdateMessage();
  const [selected, setSelected] = useState<AdminMessage | null>(null);
  const live = useRealtimeStatus() === 'open';
  useRealtimeInvalidation('messages', realtimeKeys);

  // The list's copy is the freshest (it refetches on every change); the kept one covers a message
  // that has left the folder shown, such as one just archived.
  const open = selected
    ? (messages.data?.items.find((message) => message.id === selected.id) ?? selected)
    : null;

  const openMessage = (message: AdminMessage) => {
    setSelected(message);
    if (message.readAt === null) {
      markRead.mutate({ id: message.id, read: true }, { onSuccess: setSelected });
    }
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-neutral-900 dark:text-white">Messages</h1>
        <p className="text-sm text-neutral-600 dark:text-neutral-400">
          {messages.data ? `${messages.data.unread} unread in the inbox` : ''}
          {live ? ' · new messages appear here as they arrive' : ''}
        </p>
      </div>
      <p className="mt-2 text-neutral-600 dark:text-neutral-300">
        Messages sent through the contact form, newest first: read them, answer by email and archive them.
      </p>
      <MessageFolders current={filter} unread={messages.data?.unread ?? null} />
      <div className="mt-4 max-w-xl">
        <SearchField
          label="Search messages"
          value={params.q}
          placeholder="Name, address, subject or text"
          onSearch={(q) => change({ q })}
        />
      </div>
      {markRead.error ? (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-400">
          {markRead.error.message}
        </p>
      ) : null}
      <div className="mt-2 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section aria-label="Message list">
          <PagedResults
            query={messages}
            noun={['message', 'messages']}
            emptyHint={params.q ? 'Try other words, or another folder.' : emptyHints[filter]}
          >
            {(items) => (
              <ul className="mt-4 space-y-2">
                {items.map((message) => (
                  <li key={message.id}>
                    <MessageRow
                      message={message}
                      selected={open?.id === message.id}
                      onOpen={() => openMessage(message)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </PagedResults>
        </section>
        <section aria-label="Open message" className="lg:mt-14">
          {open ? (
            <MessageReader message={open} onChanged={setSelected} />
          ) : (
            <p className="hidden rounded-xl border border-dashed border-neutral-300 p-8 text-center text-sm text-neutral-600 lg:block dark:border-neutral-700 dark:text-neutral-400">
              Choose a message to read it.
            </p>
          )}
        </section>
      </div>
    </div>
  );
}

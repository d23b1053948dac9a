/** /dev/mailbox: the emails the server printed instead of sending (no SMTP_URL, not production). */
import { useQuery } from '@tanstack/react-query';
import { SectionIntro } from '@/components/section-intro.tsx';
import { api } from '@/lib/api-client.ts';
import { formatDateTime } from '@/lib/format-date.ts';

interface MailboxResponse {
  messages: { id: number; to: string; subject: string; text: string; sentAt: string }[];
}

export function Component() {
  const mailbox = useQuery({
    queryKey: ['dev', 'mailbox'],
    queryFn: () => api<MailboxResponse>('/api/dev/mailbox'),
    refetchInterval: 3000,
    retry: false,
  });
  return (
    <SectionIntro
      title="Development Mailbox"
      intro="With no SMTP server configured, the emails the site would send appear here (and on the server console). Never in production."
    >
      <div className="mt-8 space-y-4">
        {mailbox.isPending ? <p>Loading…</p> : null}
        {mailbox.isError ? (
          <p role="alert" className="text-red-600">
            {mailbox.error.message}
          </p>
        ) : null}
        {mailbox.data?.messages.length === 0 ? (
          <p>No emails yet. Ask for a sign-in link and it shows up here.</p>
        ) : null}
        {mailbox.data?.messages.map((message) => (
          <article
            key={message.id}
            className="rounded-lg border border-neutral-200 p-4 dark:border-neutral-800"
          >
            <h2 className="font-semibold">{message.subject}</h2>
            <p className="text-sm text-neutral-600 dark:text-neutral-400">
              To {message.to} · {formatDateTime(message.sentAt)}
            </p>
            <pre className="mt-3 text-sm break-words whitespace-pre-wrap">{linkify(message.text)}</pre>
          </article>
        ))}
      </div>
    </SectionIntro>
  );
}

function linkify(text: string) {
  return text.split(/(https?:\/\/\S+)/).map((part, index) =>
    /^https?:\/\//.test(part) ? (
      <a key={index} href={part} className="text-secondary-700 underline dark:text-secondary-300">
        {part}
      </a>
    ) : (
      part
    ),
  );
}

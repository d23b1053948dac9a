/** /dashboard/messages (administrators): the contact messages, read, answer by email, archive. */
import { PageMeta } from '@/components/page-meta.tsx';
import { MessagesPage } from '@/features/messages/components/messages-page.tsx';

export function Component() {
  return (
    <>
      <PageMeta title="Messages" description="Messages sent through the contact form." noIndex />
      <MessagesPage />
    </>
  );
}

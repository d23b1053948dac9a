/**
 * Live notices for a signed-in member anywhere on the site: when a decision about one of their
 * submissions arrives on the realtime `me` channel, a polite toast says so, with a link to it. The
 * layout loads this module only while someone is signed in (visitors never download it).
 */
import type { NotificationListResponse } from '@tinkerlabs/contract/submissions';
import { useCallback, useState } from 'react';
import { Link } from '@/components/ui/link.tsx';
import { api } from '@/lib/api-client.ts';
import { useRealtimeEvent, type RealtimeMessage } from '@/lib/realtime/use-realtime.ts';
import { textLinkClass } from '@/components/ui/control-styles.ts';
import { notificationSentence } from './notification-sentence.ts';

/** A few at a time: older ones give way to newer ones. */
const maxToasts = 3;

interface Toast {
  id: string;
  text: string;
  link: string;
}

async function toastFor(id: string): Promise<Toast> {
  try {
    const { items } = await api<NotificationListResponse>('/api/me/notifications?unread=true');
    const notification = items.find((item) => item.id === id);
    if (notification) return { id, text: notificationSentence(notification), link: notification.link };
  } catch {
    // The notice still deserves a mention; the dashboard lists it.
  }
  return { id, text: 'There is news about one of your submissions.', link: '/dashboard' };
}

export function LiveNotifications() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const dismiss = (id: string) => setToasts((shown) => shown.filter((toast) => toast.id !== id));

  const onMessage = useCallback((message: RealtimeMessage) => {
    const id = message.data.id;
    if (message.event !== 'notification.created' || typeof id !== 'string') return;
    void toastFor(id).then((toast) =>
      setToasts((shown) => [...shown.filter((t) => t.id !== toast.id), toast].slice(-maxToasts)),
    );
  }, []);
  useRealtimeEvent('me', onMessage);

  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-3 bottom-3 z-40 flex flex-col items-stretch gap-2 sm:inset-x-auto sm:right-4 sm:bottom-4 sm:w-96"
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className="pointer-events-auto flex items-start gap-3 rounded-lg border border-neutral-200 bg-white p-4 text-sm text-neutral-800 shadow-lg dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100"
        >
          <p className="flex-1">
            {toast.text}{' '}
            <Link to={toast.link} className={textLinkClass} onClick={() => dismiss(toast.id)}>
              View
            </Link>
          </p>
          <button
            type="button"
            onClick={() => dismiss(toast.id)}
            className="-m-1 rounded p-1 text-neutral-500 hover:bg-neutral-100 hover:text-neutral-800 focus-visible:outline-2 focus-visible:outline-secondary-500 dark:hover:bg-neutral-800 dark:hover:text-neutral-100"
          >
            <span aria-hidden="true">×</span>
            <span className="sr-only">Dismiss</span>
          </button>
        </div>
      ))}
    </div>
  );
}

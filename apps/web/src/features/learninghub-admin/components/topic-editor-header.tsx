/** The lesson editor's heading: where the lesson sits, whether it is public, and a link to its page. */
import type { AdminTopic } from '@tinkerlabs/contract/admin-learninghub';
import { Link } from '@/components/ui/link.tsx';
import { textLinkClass } from '@/components/ui/control-styles.ts';
import { topicPublicPath } from '../lib/paths.ts';
import { PublishBadge } from './publish-badge.tsx';

export function TopicEditorHeader({ topic, dirty }: { topic: AdminTopic; dirty: boolean }) {
  const isPublic = topic.published && topic.domain.published;
  const path = topicPublicPath(topic.domain.slug, topic.slug);
  return (
    <div>
      <p className="text-sm text-neutral-600 dark:text-neutral-400">
        <Link to="/dashboard/learninghub" className={textLinkClass}>
          Learning Hub
        </Link>{' '}
        › {topic.domain.title} › lesson {topic.position}
      </p>
      <div className="mt-1 flex flex-wrap items-center gap-3">
        <h2 className="text-2xl font-bold text-neutral-900 dark:text-white">{topic.title}</h2>
        <PublishBadge published={topic.published} hiddenByDomain={!topic.domain.published} />
      </div>
      <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">
        {isPublic ? (
          <>
            Public page:{' '}
            <Link to={path} className={textLinkClass}>
              {path}
            </Link>
            {dirty ? ' (shows the saved copy)' : null}
          </>
        ) : (
          `Not public yet: publish the lesson${topic.domain.published ? '' : ' and its domain'} to show it at ${path}.`
        )}
      </p>
    </div>
  );
}

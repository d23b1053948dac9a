/** Where a project stands, in words above its form: waiting, returned with the reviewer's reason, or published. */
import type { ProjectRecord } from '@tinkerlabs/contract/submissions';
import { Link } from '@/components/ui/link.tsx';
import { textLinkClass } from '@/components/ui/control-styles.ts';
import { FormAlert } from './form-alert.tsx';

export function ProjectStatusNotes({
  record,
  audience,
}: {
  record: ProjectRecord;
  audience: 'member' | 'admin';
}) {
  if (record.status === 'rejected') {
    return (
      <FormAlert tone="note">
        <p className="font-semibold">Returned by the reviewer</p>
        {record.rejectionReason ? <p className="mt-1">{record.rejectionReason}</p> : null}
        {audience === 'member' ? <p className="mt-1">Change what they asked, then submit it again.</p> : null}
      </FormAlert>
    );
  }
  if (record.status === 'pending') {
    return (
      <FormAlert tone="note">
        {audience === 'member' ? (
          'Waiting for review. You may still change it, or withdraw it to keep working on it as a draft.'
        ) : (
          <>
            Waiting for review:{' '}
            <Link to="/dashboard/projects/review" className={textLinkClass}>
              open the review queue
            </Link>{' '}
            to approve or reject it.
          </>
        )}
      </FormAlert>
    );
  }
  if (record.status === 'draft') {
    return (
      <FormAlert tone="note">
        {audience === 'member'
          ? 'A draft: nobody reviews it until you submit it.'
          : 'A draft: its author has not submitted it.'}
      </FormAlert>
    );
  }
  return record.publicPath ? (
    <FormAlert tone="success">
      Published at{' '}
      <Link to={record.publicPath} className={textLinkClass}>
        {record.publicPath}
      </Link>
      .{audience === 'member' ? ' Only an administrator can change it now.' : ''}
    </FormAlert>
  ) : null;
}

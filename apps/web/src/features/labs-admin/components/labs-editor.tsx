/**
 * One catalogue entry in the dashboard: loads it (or starts a new one) and shows its edit form with
 * the history beside it. Saving sends the `updatedAt` the form was based on; when someone else saved
 * meanwhile the conflict dialog lets the administrator load that copy or keep their own.
 */
import type { AdminLabsCatalogue } from '@tinkerlabs/contract/admin-labs';
import { ArrowLeft } from 'lucide-react';
import { Link } from '@/components/ui/link.tsx';
import { ErrorState, LoadingState } from '@/components/ui/request-states.tsx';
import { textLinkClass } from '@/components/ui/control-styles.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useLabsRecord } from '../api/get-labs-record.ts';
import type { CatalogueInfo } from '../lib/catalogues.ts';
import { LabsEditorForm } from './labs-editor-form.tsx';

export interface LabsEditorProps {
  catalogue: CatalogueInfo;
  /** null for a new entry. */
  slug: string | null;
  /** The list's address (the tab, its search and filter kept). */
  listPath: string;
  onSaved: (slug: string) => void;
  onDeleted: () => void;
}

export function LabsEditor(props: LabsEditorProps) {
  return (
    <div className="mt-6">
      <Link to={props.listPath} className={`${textLinkClass} inline-flex items-center gap-1 text-sm`}>
        <ArrowLeft aria-hidden className="size-4" /> Back to the {props.catalogue.tab.toLowerCase()}
      </Link>
      {props.slug === null ? (
        <LabsEditorForm {...props} record={null} />
      ) : (
        <ExistingEntry {...props} slug={props.slug} catalogueId={props.catalogue.id} />
      )}
    </div>
  );
}

function ExistingEntry(props: LabsEditorProps & { slug: string; catalogueId: AdminLabsCatalogue }) {
  const record = useLabsRecord(props.catalogueId, props.slug);
  if (record.isPending) return <LoadingState label={`Loading the ${props.catalogue.noun}`} rows={2} />;
  if (record.isError)
    return (
      <ErrorState
        title={
          record.error instanceof ApiError && record.error.status === 404
            ? `There is no ${props.catalogue.noun} “${props.slug}”`
            : `The ${props.catalogue.noun} could not be loaded`
        }
        message={record.error.message}
        retrying={record.isFetching}
        onRetry={() => void record.refetch()}
      />
    );
  return <LabsEditorForm key={props.slug} {...props} record={record.data} />;
}

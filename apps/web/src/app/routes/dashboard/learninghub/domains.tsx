/** /dashboard/learninghub (administrators): the domains and their ordered lessons. */
import { PageMeta } from '@/components/page-meta.tsx';
import { DomainsPage } from '@/features/learninghub-admin/components/domains-page.tsx';

export function Component() {
  return (
    <>
      <PageMeta
        title="Manage Learning Hub"
        description="Create, rename, reorder and publish Learning Hub domains and their topics."
        noIndex
      />
      <DomainsPage />
    </>
  );
}

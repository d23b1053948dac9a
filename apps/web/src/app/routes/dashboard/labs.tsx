/** /dashboard/labs (administrators): edit the labs catalogues (hardware, boards, simulators, programming pages). */
import { PageMeta } from '@/components/page-meta.tsx';
import { LabsAdminPage } from '@/features/labs-admin/components/labs-admin-page.tsx';

export function Component() {
  return (
    <>
      <PageMeta
        title="Manage Labs"
        description="Edit the labs catalogues: hardware, development boards, simulators and emulators, and the programming pages."
        noIndex
      />
      <LabsAdminPage />
    </>
  );
}

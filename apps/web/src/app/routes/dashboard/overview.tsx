/** /dashboard: the member's submissions, notifications and shortcuts (and, for administrators, the queues). */
import { DashboardOverview } from '@/features/dashboard/components/dashboard-overview.tsx';

export function Component() {
  return <DashboardOverview />;
}

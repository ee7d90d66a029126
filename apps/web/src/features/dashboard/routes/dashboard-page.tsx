import { PageTitle } from '@/components/page-title';
import { DashboardScreen } from '@/features/dashboard/components/dashboard-screen';
import { useDashboardRealtime } from '@/features/dashboard/hooks/use-dashboard-realtime';

/** / : the dashboard with live traffic (spec §2, §7 dashboard channel). */
export default function DashboardPage() {
  useDashboardRealtime();
  return (
    <>
      <PageTitle />
      <DashboardScreen />
    </>
  );
}

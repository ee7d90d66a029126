import { Alert, Flex } from 'antd';
import { TEXTS } from '@switchboard/contracts/common/texts';
import { HoursSeriesCard } from '@/features/dashboard/components/hours-series-card';
import { LiveCounters } from '@/features/dashboard/components/live-counters';
import { LiveTrafficCard } from '@/features/dashboard/components/live-traffic-card';
import { useDashboardStore } from '@/features/dashboard/stores/dashboard-store';

const errorText = (error: string | null) =>
  error === 'Forbidden' ? TEXTS.forbidden : 'The live numbers could not be loaded. They will resume when the connection is back.';

/**
 * The dashboard (§2 "/ dashboard with live traffic"): counters, live traffic, the last hours. Each part
 * shows at its final size from the start, saying what it waits for, so the page does not move as the
 * numbers arrive (a loader swapped for the cards made the mobile layout shift 0.3; issue 22).
 */
export function DashboardScreen() {
  const status = useDashboardStore((state) => state.status);
  const error = useDashboardStore((state) => state.error);
  const current = useDashboardStore((state) => state.current);
  const series = useDashboardStore((state) => state.series);
  return (
    <Flex vertical gap={16}>
      {status === 'error' && <Alert type="error" showIcon title="Live traffic unavailable" description={errorText(error)} />}
      <LiveCounters count={current} />
      <LiveTrafficCard />
      <HoursSeriesCard series={series} />
    </Flex>
  );
}

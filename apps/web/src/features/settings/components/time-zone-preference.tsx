/** The member's time zone for the dates the console shows (issue 21, point 7); the browser's until one is picked. */
import { Flex, Select, Typography } from 'antd';
import { useMemo } from 'react';
import { useNow } from '@/hooks/use-now';
import { formatDateTime } from '@/lib/dates/format-date';
import { browserTimeZone } from '@/lib/dates/browser-time-zone';
import { useTimeZoneStore } from '@/lib/dates/time-zone-store';

const BROWSER = '';

function zoneOptions(): { value: string; label: string }[] {
  const own = browserTimeZone();
  const supported = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];
  return [
    { value: BROWSER, label: `This browser's time zone (${own})` },
    ...[...new Set(['UTC', ...supported])].map((zone) => ({ value: zone, label: zone })),
  ];
}

export function TimeZonePreference() {
  const chosen = useTimeZoneStore((state) => state.chosen);
  const choose = useTimeZoneStore((state) => state.choose);
  const options = useMemo(() => zoneOptions(), []);
  const now = useNow(60_000);
  const zone = chosen ?? browserTimeZone();
  return (
    <Flex vertical gap={8} style={{ maxWidth: 420 }}>
      <label htmlFor="time-zone">Time zone</label>
      <Select id="time-zone" showSearch options={options} value={chosen ?? BROWSER}
        onChange={(value: string) => choose(value === BROWSER ? null : value)} />
      <Typography.Text type="secondary">Dates show like this: {formatDateTime(now, zone)}</Typography.Text>
    </Flex>
  );
}

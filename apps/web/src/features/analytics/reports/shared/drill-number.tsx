/** A number in a report table that opens the conversations behind it (issue 24: every number drills down). */
import { theme } from 'antd';
import type { AnalyticsDrillDown } from '@switchboard/contracts/analytics/analytics.schemas';
import { formatValue, type ValueUnit } from '@/features/analytics/report-kit/model/value-format';
import { useDrillDown } from '@/features/analytics/reports/shared/use-drill-down';

export interface DrillNumberProps {
  value: number;
  unit?: ValueUnit;
  drill: AnalyticsDrillDown | null;
  /** What the number is, for screen readers ("Resolutions, Asha Rao"). */
  label: string;
  /** Shown in history's banner ("Agent: Asha Rao"). */
  by?: string;
}

export function DrillNumber({ value, unit = 'count', drill, label, by }: DrillNumberProps) {
  const { token } = theme.useToken();
  const open = useDrillDown();
  const shown = formatValue(value, unit);
  if (!drill) return <>{shown}</>;
  return (
    <button type="button" onClick={() => open(drill, by)} aria-label={`${label}: ${shown}. Show the conversations`}
      style={{ background: 'none', border: 'none', padding: 0, font: 'inherit', color: token.colorLink, cursor: 'pointer' }}>
      {shown}
    </button>
  );
}

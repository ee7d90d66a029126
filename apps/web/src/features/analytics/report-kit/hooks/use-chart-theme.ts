/** The chart colours of the antd theme in force (ConfigProvider in app/providers picks light or dark). */
import { theme } from 'antd';
import { useMemo } from 'react';
import { chartThemeFromToken, type ChartTheme } from '@/features/analytics/report-kit/model/chart-theme';

export function useChartTheme(): ChartTheme {
  const { token } = theme.useToken();
  return useMemo(() => chartThemeFromToken(token), [token]);
}

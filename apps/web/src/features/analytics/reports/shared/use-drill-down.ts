/** Opens /history on the conversations behind a number (issue 24): a new history entry, so Back returns to the report. */
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { AnalyticsDrillDown } from '@switchboard/contracts/analytics/analytics.schemas';
import { drillHref } from '@/lib/analytics-drill/drill-params';

export type OpenDrillDown = (drill: AnalyticsDrillDown, by?: string) => void;

export function useDrillDown(): OpenDrillDown {
  const navigate = useNavigate();
  return useCallback((drill, by) => { void navigate(drillHref({ drill, ...(by ? { by } : {}) })); }, [navigate]);
}

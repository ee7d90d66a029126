/**
 * Whose conversations a report counts: the member's bifurcation selection (§3; issue 24, "every page: … the
 * bifurcation selection"). The server scopes every report and its drill-down by the saved selection, which the
 * header changes (and the page reloads); on a phone that select sits in the menu drawer, so the report says it here.
 */
import { Typography, theme } from 'antd';
import type { BifurcationFilter, SelectedBifurcation } from '@switchboard/contracts/auth/bifurcation.schemas';
import { useSession } from '@/lib/session/session-store';

export const SCOPE_TEXTS = {
  counted: (scope: string) => `Counted for ${scope}`,
  hint: 'The selection in the header decides which conversations every report counts.',
} as const;

/** "Region: North, Language: Hindi": each filter with the option selected (its default when none is). */
export function scopeLabel(filters: readonly BifurcationFilter[], selected: SelectedBifurcation): string {
  return filters.map((filter) => {
    const value = selected[filter.valueKey]?.value ?? filter.defaultValue;
    return `${filter.label}: ${filter.options.find((option) => option.value === value)?.label ?? value}`;
  }).join(', ');
}

export function ReportScopeNote() {
  const { token } = theme.useToken();
  const session = useSession();
  const data = session?.bifurcation_data;
  if (!data || data.filters.length === 0) return null;
  return (
    <Typography.Text style={{ color: token.colorTextSecondary, fontSize: 12 }} title={SCOPE_TEXTS.hint} data-testid="report-scope">
      {SCOPE_TEXTS.counted(scopeLabel(data.filters, data.selected))}
    </Typography.Text>
  );
}

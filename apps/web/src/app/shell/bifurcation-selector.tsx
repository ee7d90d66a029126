import { useState } from 'react';
import type { BifurcationFilter, SelectedBifurcation } from '@switchboard/contracts/auth/bifurcation.schemas';
import { TEXTS } from '@switchboard/contracts/common/texts';
import { useUpdateFilterSelectionMutation } from '@/features/auth/api/update-filter-selection';
import { toast } from '@/lib/feedback/feedback';
import { reloadPage } from '@/lib/navigation';
import { useSession, useSessionStore } from '@/lib/session/session-store';

const RELOAD_DELAY_MS = 1_500;

function nextSelection(selected: SelectedBifurcation, filter: BifurcationFilter, value: string): SelectedBifurcation {
  const meta = filter.options.find((option) => option.value === value)?.meta;
  return { ...selected, [filter.valueKey]: meta ? { value, meta } : { value } };
}

/** One select per bifurcation filter; a change is saved, confirmed, and the dashboard reloads (spec §4). */
export function BifurcationSelector() {
  const session = useSession();
  const mutation = useUpdateFilterSelectionMutation();
  const [reloading, setReloading] = useState(false);
  if (!session || session.bifurcation_data.filters.length === 0) return null;
  const { filters, selected } = session.bifurcation_data;

  const change = (filter: BifurcationFilter, value: string) =>
    mutation.mutate({ adminPsid: session.admin_id, selected: nextSelection(selected, filter, value) }, {
      onSuccess: (saved) => {
        if (!saved) return;
        useSessionStore.getState().setSelectedBifurcation(saved.selectedBifurcation);
        toast.success(saved.message ?? TEXTS.bifurcationSaved);
        toast.info(TEXTS.dashboardWillReload);
        setReloading(true);
        setTimeout(reloadPage, RELOAD_DELAY_MS);
      },
    });

  const busy = mutation.isPending || reloading;
  // Native selects (issue 22: antd's Select measured its input on the shell's first render, a forced layout that
  // cost a phone 120 ms), with the filter's name shown before the value (issue 21, point 7: "North" alone did not
  // say it is the region).
  return filters.map((filter) => (
    <label key={filter.valueKey} className="sb-select" title={filter.label} aria-busy={mutation.isPending}>
      <span className="sb-select__prefix" aria-hidden>{filter.label}:</span>
      <select
        aria-label={filter.label}
        value={selected[filter.valueKey]?.value ?? filter.defaultValue}
        onChange={(event) => change(filter, event.target.value)}
        disabled={busy}
      >
        {filter.options.map((option) => <option key={option.value} value={option.value}>{option.label ?? option.value}</option>)}
      </select>
    </label>
  ));
}

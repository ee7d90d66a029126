import { Select } from 'antd';
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

  return filters.map((filter) => (
    <Select
      key={filter.valueKey}
      aria-label={filter.label}
      title={filter.label}
      // A visible name (issue 21, point 7): "North" alone did not say it is the region.
      prefix={<span style={{ opacity: 0.65 }}>{filter.label}:</span>}
      value={selected[filter.valueKey]?.value ?? filter.defaultValue}
      options={filter.options.map((option) => ({ value: option.value, label: option.label ?? option.value }))}
      onChange={(value: string) => change(filter, value)}
      disabled={mutation.isPending || reloading}
      loading={mutation.isPending}
      popupMatchSelectWidth={false}
      style={{ minWidth: 150, maxWidth: 240 }}
    />
  ));
}

/** The Template CTA filters: template, broadcast, button (those that have presses), a date range and a phone search. */
import { DatePicker, Flex, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { CtaFilterOptions } from '@switchboard/contracts/whatsapp/whatsapp.cta';
import { templateLanguageLabel } from '@switchboard/contracts/whatsapp/whatsapp.templates';
import { templateValue, type CtaFilterState } from '@/features/whatsapp/model/cta-filters';

interface CtaFilterBarProps {
  options: CtaFilterOptions | undefined;
  value: CtaFilterState;
  onChange: (next: CtaFilterState) => void;
}

/** Each control takes a share of the row and wraps below 390 px instead of overflowing. */
const grow = (basis: number) => ({ flex: `1 1 ${basis}px`, minWidth: 0, maxWidth: 320 });

export function CtaFilterBar({ options, value, onChange }: CtaFilterBarProps) {
  const [phone, setPhone] = useState(value.phone ?? '');
  const set = (patch: Partial<CtaFilterState>) => onChange({ ...value, ...patch });
  return (
    <Flex gap={8} wrap role="search" aria-label="CTA filters">
      <Select<string> allowClear showSearch optionFilterProp="label" aria-label="Template" placeholder="All templates" style={grow(180)}
        value={value.template} onChange={(template) => set({ template })}
        options={(options?.templates ?? []).map((t) => ({ value: templateValue(t.name, t.language), label: `${t.name} (${templateLanguageLabel(t.language)})` }))} />
      <Select<string> allowClear showSearch optionFilterProp="label" aria-label="Broadcast" placeholder="All broadcasts" style={grow(160)}
        value={value.broadcastId} onChange={(broadcastId) => set({ broadcastId })}
        options={(options?.broadcasts ?? []).map((b) => ({ value: b._id, label: b.name }))} />
      <Select<string> allowClear showSearch aria-label="Button" placeholder="All buttons" style={grow(140)}
        value={value.button} onChange={(button) => set({ button })}
        options={(options?.buttons ?? []).map((button) => ({ value: button, label: button }))} />
      <DatePicker.RangePicker aria-label="Date range" style={grow(240)} allowEmpty={[false, false]}
        value={value.days ? [dayjs(value.days[0]), dayjs(value.days[1])] : null}
        onChange={(range) => set({ days: range?.[0] && range[1] ? [range[0].format('YYYY-MM-DD'), range[1].format('YYYY-MM-DD')] : undefined })} />
      <Input.Search aria-label="Search by phone" placeholder="Search by phone" allowClear inputMode="tel" maxLength={40} style={grow(180)}
        value={phone} onChange={(event) => {
          setPhone(event.target.value);
          // Cleared: the search goes at once (typing waits for Enter or the button).
          if (!event.target.value) set({ phone: undefined });
        }}
        onSearch={(text) => set({ phone: text.trim() || undefined })} />
    </Flex>
  );
}

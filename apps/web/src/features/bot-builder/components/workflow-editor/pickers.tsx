/** The panel's pickers: bot messages, variables (bot params + built-in), entities, workflows, groups, brand functions, events. */
import { Select } from 'antd';
import { PREEMPTIVE_DATA_ERROR } from '@switchboard/contracts/bot-builder/preemptive-data.schemas';
import { useAllEntities } from '@/features/bot-builder/api/entities';
import { useHandoverGroups, usePreemptiveData } from '@/features/bot-builder/api/workflow-options';
import { messageTypeLabel } from '@switchboard/contracts/live-chat/live-chat.schemas';

interface PickerProps { id: string; value: string | undefined; onChange: (value: string | undefined) => void; allowClear?: boolean; placeholder?: string }

const common = (props: PickerProps) => ({
  id: props.id, value: props.value || undefined, allowClear: props.allowClear ?? false, style: { width: '100%' },
  showSearch: { optionFilterProp: 'label' as const }, onChange: (value: string | undefined) => props.onChange(value ?? undefined),
  placeholder: props.placeholder,
});

export function BotMessagePicker(props: PickerProps) {
  const data = usePreemptiveData();
  return <Select {...common(props)} loading={data.isLoading} placeholder={props.placeholder ?? 'Choose a bot message'}
    notFoundContent={data.isError ? PREEMPTIVE_DATA_ERROR : 'No bot messages yet'}
    options={(data.data?.messages ?? []).map((m) => ({ value: m.id, label: `${m.name} (${messageTypeLabel(m.type)})` }))} />;
}

export function VariablePicker(props: PickerProps) {
  const data = usePreemptiveData();
  const variables = data.data?.variables ?? [];
  return <Select {...common(props)} loading={data.isLoading} placeholder={props.placeholder ?? 'Choose a variable'}
    notFoundContent={data.isError ? PREEMPTIVE_DATA_ERROR : 'No variables'}
    options={[
      { label: 'Bot params', options: variables.filter((v) => !v.builtIn).map((v) => ({ value: v.name, label: v.name })) },
      { label: 'Built-in', options: variables.filter((v) => v.builtIn).map((v) => ({ value: v.name, label: v.name })) },
    ]} />;
}

export function EntityPicker(props: PickerProps) {
  const entities = useAllEntities();
  return <Select {...common(props)} allowClear loading={entities.isLoading} placeholder="Any answer (no entity)"
    notFoundContent={entities.isError ? 'The entities could not be loaded' : 'No entities'}
    options={(entities.data ?? []).map((e) => ({ value: e.name, label: `${e.name} (${e.type})` }))} />;
}

export function WorkflowPicker({ exclude, ...props }: PickerProps & { exclude: string }) {
  const data = usePreemptiveData();
  return <Select {...common(props)} loading={data.isLoading} placeholder="Choose a workflow"
    notFoundContent={data.isError ? PREEMPTIVE_DATA_ERROR : 'No other workflows'}
    options={(data.data?.workflows ?? []).filter((w) => w.wid !== exclude).map((w) => ({ value: w.wid, label: w.name }))} />;
}

export function GroupPicker(props: PickerProps) {
  const groups = useHandoverGroups();
  return <Select {...common(props)} allowClear loading={groups.isLoading} placeholder="Any available person"
    notFoundContent={groups.isError ? 'The groups could not be loaded' : 'No groups'}
    options={(groups.data ?? []).map((g) => ({ value: g._id, label: g.name }))} />;
}

export function BrandFunctionPicker(props: PickerProps) {
  const data = usePreemptiveData();
  return <Select {...common(props)} loading={data.isLoading} placeholder="Choose a brand function"
    notFoundContent={data.isError ? PREEMPTIVE_DATA_ERROR : 'No brand functions yet'}
    options={(data.data?.actions ?? []).map((f) => ({ value: f.actionId, label: f.name }))} />;
}

export function EventPicker(props: PickerProps) {
  const data = usePreemptiveData();
  return <Select {...common(props)} loading={data.isLoading} placeholder="Choose an event"
    notFoundContent={data.isError ? PREEMPTIVE_DATA_ERROR : 'No events yet (add them under Bot builder → Events)'}
    options={(data.data?.events ?? []).map((e) => ({ value: e.eventId, label: `${e.name} (${e.eventType})` }))} />;
}

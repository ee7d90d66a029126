/** The panel's pickers: bot messages, variables (bot params + built-in), entities, workflows, groups, brand functions. */
import { Select } from 'antd';
import { useAllBotParams } from '@/features/bot-builder/api/bot-params';
import { useAllEntities } from '@/features/bot-builder/api/entities';
import { useAllWorkflows } from '@/features/bot-builder/api/workflows';
import { useBotMessageOptions, useBrandFunctionOptions, useHandoverGroups } from '@/features/bot-builder/api/workflow-options';
import { SYSTEM_VARIABLES } from '@/features/bot-builder/model/node-labels';

interface PickerProps { id: string; value: string | undefined; onChange: (value: string | undefined) => void; allowClear?: boolean; placeholder?: string }

const common = (props: PickerProps) => ({
  id: props.id, value: props.value || undefined, allowClear: props.allowClear ?? false, style: { width: '100%' },
  showSearch: { optionFilterProp: 'label' as const }, onChange: (value: string | undefined) => props.onChange(value ?? undefined),
  placeholder: props.placeholder,
});

export function BotMessagePicker(props: PickerProps) {
  const messages = useBotMessageOptions();
  return <Select {...common(props)} loading={messages.isLoading} placeholder={props.placeholder ?? 'Choose a bot message'}
    notFoundContent={messages.isError ? 'The bot messages could not be loaded' : 'No bot messages yet'}
    options={(messages.data ?? []).map((m) => ({ value: m.id, label: `${m.name} (${m.type})` }))} />;
}

export function VariablePicker(props: PickerProps) {
  const params = useAllBotParams();
  return <Select {...common(props)} loading={params.isLoading} placeholder={props.placeholder ?? 'Choose a variable'}
    notFoundContent={params.isError ? 'The bot params could not be loaded' : 'No variables'}
    options={[
      { label: 'Bot params', options: (params.data ?? []).map((p) => ({ value: p.name, label: p.name })) },
      { label: 'Built-in', options: SYSTEM_VARIABLES.map((name) => ({ value: name, label: name })) },
    ]} />;
}

export function EntityPicker(props: PickerProps) {
  const entities = useAllEntities();
  return <Select {...common(props)} allowClear loading={entities.isLoading} placeholder="Any answer (no entity)"
    notFoundContent={entities.isError ? 'The entities could not be loaded' : 'No entities'}
    options={(entities.data ?? []).map((e) => ({ value: e.name, label: `${e.name} (${e.type})` }))} />;
}

export function WorkflowPicker({ exclude, ...props }: PickerProps & { exclude: string }) {
  const workflows = useAllWorkflows();
  return <Select {...common(props)} loading={workflows.isLoading} placeholder="Choose a workflow"
    notFoundContent={workflows.isError ? 'The workflows could not be loaded' : 'No other workflows'}
    options={(workflows.data ?? []).filter((w) => w.wid !== exclude).map((w) => ({ value: w.wid, label: w.name }))} />;
}

export function GroupPicker(props: PickerProps) {
  const groups = useHandoverGroups();
  return <Select {...common(props)} allowClear loading={groups.isLoading} placeholder="Any available person"
    notFoundContent={groups.isError ? 'The groups could not be loaded' : 'No groups'}
    options={(groups.data ?? []).map((g) => ({ value: g._id, label: g.name }))} />;
}

export function BrandFunctionPicker(props: PickerProps) {
  const functions = useBrandFunctionOptions();
  return <Select {...common(props)} loading={functions.isLoading} placeholder="Choose a brand function"
    notFoundContent={functions.isError ? 'The brand functions could not be loaded' : 'No brand functions yet'}
    options={(functions.data ?? []).map((f) => ({ value: f.brandFunctionId, label: f.name }))} />;
}

/** Picks the intents that start a workflow; searches the intents on the server as the trainer types. */
import { Select } from 'antd';
import { useState } from 'react';
import { useIntents } from '@/features/bot-builder/api/intents';

interface Props { value?: string[]; onChange?: (value: string[]) => void; id?: string }

export function TriggerIntentsSelect({ value = [], onChange, id }: Props) {
  const [search, setSearch] = useState('');
  const intents = useIntents(1, search);
  const names = new Set([...(intents.data?.items ?? []).map((intent) => intent.name), ...value]);
  return (
    <Select id={id} mode="multiple" value={value} onChange={onChange} showSearch={{ filterOption: false, onSearch: setSearch }}
      loading={intents.isFetching} placeholder="Intents that start this workflow" aria-label="Trigger intents"
      notFoundContent={intents.isError ? 'The intents could not be loaded' : 'No intent matches'}
      options={[...names].map((name) => ({ value: name, label: name }))} onBlur={() => setSearch('')} />
  );
}

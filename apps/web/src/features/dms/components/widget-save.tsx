/** Saves the conversation: as a new dialogue (a name) or appended to a matching one. */
import { Button, Flex, Select } from 'antd';
import { useState } from 'react';
import type { TrainingSession } from '@/features/dms/model/training-session';

interface Props {
  matches: TrainingSession['matches'];
  disabled: boolean;
  busy: boolean;
  onSave: (target: { name: string } | { storyId: string }) => void;
}

export function WidgetSave({ matches, disabled, busy, onSave }: Props) {
  const [name, setName] = useState('');
  const [storyId, setStoryId] = useState<string>();
  const options = (matches?.dialogues ?? []).map((row) => ({ value: row._id, label: `${row.name} (${row.matchedBoxes} boxes match)` }));
  return (
    <Flex vertical gap={6}>
      <Flex gap={6}>
        <input className="sb-input" aria-label="New dialogue name" placeholder="New dialogue name" value={name} maxLength={100}
          onChange={(event) => setName(event.target.value)} />
        <Button size="small" type="primary" disabled={disabled || !name.trim()} loading={busy} onClick={() => onSave({ name: name.trim() })}>Save as new</Button>
      </Flex>
      {options.length > 0 && (
        <Flex gap={6}>
          <Select<string> size="small" aria-label="Append to dialogue" placeholder="Append to a matching dialogue…" style={{ flex: 1, minWidth: 0 }}
            value={storyId} options={options} onChange={setStoryId} />
          <Button size="small" disabled={disabled || !storyId} loading={busy} onClick={() => storyId && onSave({ storyId })}>Append</Button>
        </Flex>
      )}
    </Flex>
  );
}

/**
 * The policy's top next actions (5, of totalCount, and whether memory or the classifier ranked them): the trainer
 * picks the right one, any action of the domain, or "wait for the customer" (listen).
 */
import { Button, Flex, Radio, Select, Typography } from 'antd';
import { useState } from 'react';
import { LISTEN_ACTION } from '@switchboard/contracts/dms/dms.events';
import type { DmsAction } from '@switchboard/contracts/dms/dms.schemas';
import type { TrainingSession } from '@/features/dms/model/training-session';

interface Props {
  predicted: NonNullable<TrainingSession['actions']>;
  actions: DmsAction[];
  busy: boolean;
  onConfirm: (actionId: string) => void;
}

const SOURCES = { memo: 'from a matching dialogue', classifier: 'from the trained policy', fallback: 'no confident guess' } as const;
export const actionLabel = (name: string) => (name === LISTEN_ACTION ? 'Wait for the customer' : name);

export function ConfirmAction({ predicted, actions, busy, onConfirm }: Props) {
  const [chosen, setChosen] = useState(predicted.actions[0]?.actionId ?? LISTEN_ACTION);
  const others = [...actions.map((action) => ({ value: action.actionId, label: action.name })), { value: LISTEN_ACTION, label: actionLabel(LISTEN_ACTION) }]
    .filter((option) => !predicted.actions.some((row) => row.actionId === option.value));
  return (
    <Flex vertical gap={8} className="sb-dms-confirm" aria-label="Confirm the next action" role="group">
      <Typography.Text strong>What should the bot do next? <Typography.Text type="secondary">(top {predicted.actions.length} of {predicted.totalCount}, {SOURCES[predicted.source]})</Typography.Text></Typography.Text>
      <Radio.Group value={chosen} onChange={(event) => setChosen(String(event.target.value))}>
        <Flex vertical gap={4}>
          {predicted.actions.map((row) => (
            <Radio key={row.actionId} value={row.actionId}>{actionLabel(row.name)} <Typography.Text type="secondary">{Math.round(row.score * 100)}%</Typography.Text></Radio>
          ))}
        </Flex>
      </Radio.Group>
      {others.length > 0 && (
        <Select<string> aria-label="Another action" placeholder="Another action…" size="small" showSearch={{ optionFilterProp: 'label' }}
          value={others.some((option) => option.value === chosen) ? chosen : undefined} options={others} onChange={setChosen} />
      )}
      <Button type="primary" size="small" loading={busy} onClick={() => onConfirm(chosen)}>Confirm action</Button>
    </Flex>
  );
}

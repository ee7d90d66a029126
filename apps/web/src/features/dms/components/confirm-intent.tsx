/**
 * The draft NLU's top intents (5, of totalCount) and the entities it found for the last message (5, of totalCount):
 * the trainer keeps or corrects the intent (any of the domain's) and removes wrong entities, then confirms.
 */
import { Button, Flex, Radio, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { TrainingSession } from '@/features/dms/model/training-session';

interface Props {
  intents: NonNullable<TrainingSession['intents']>;
  entities: TrainingSession['entities'];
  domainIntents: string[];
  busy: boolean;
  onConfirm: (intent: string, entities: { entity: string; value: string }[]) => void;
}

const percent = (score: number) => `${Math.round(score * 100)}%`;

/** "Entities found: 2 of 7" (the top ones are listed), "none", and how many of them the trainer removed. */
function entitiesFound(shown: number, totalCount: number, removed: number): string {
  if (totalCount === 0) return 'Entities found: none';
  return `Entities found: ${shown} of ${totalCount}${removed > 0 ? ` (${removed} removed)` : ''}`;
}

export function ConfirmIntent({ intents, entities, domainIntents, busy, onConfirm }: Props) {
  const [intent, setIntent] = useState(intents.intents[0]?.intent ?? '');
  // The entities' event comes right after the intents': until it has, nothing is said about them.
  const found = entities?.dialogBoxId === intents.dialogBoxId ? entities : null;
  const [kept, setKept] = useState(() => (found?.entities ?? []).map(({ entity, value }) => ({ entity, value })));
  const others = domainIntents.filter((name) => !intents.intents.some((row) => row.intent === name));
  return (
    <Flex vertical gap={8} className="sb-dms-confirm" aria-label="Confirm the intent" role="group">
      <Typography.Text strong>What did the customer mean? <Typography.Text type="secondary">(top {intents.intents.length} of {intents.totalCount})</Typography.Text></Typography.Text>
      <Radio.Group value={intent} onChange={(event) => setIntent(String(event.target.value))}>
        <Flex vertical gap={4}>
          {intents.intents.map((row) => <Radio key={row.intent} value={row.intent}>{row.intent} <Typography.Text type="secondary">{percent(row.score)}</Typography.Text></Radio>)}
        </Flex>
      </Radio.Group>
      {others.length > 0 && (
        <Select<string> aria-label="Another intent" placeholder="Another intent…" size="small" showSearch value={others.includes(intent) ? intent : undefined}
          options={others.map((name) => ({ value: name, label: name }))} onChange={setIntent} />
      )}
      {found && (
        <Flex gap={4} wrap align="center" aria-label="Entities found" role="group">
          <Typography.Text type="secondary">{entitiesFound(found.entities.length, found.totalCount, found.entities.length - kept.length)}</Typography.Text>
          {kept.map((entity, index) => (
            <Tag key={`${entity.entity}-${entity.value}`} closable closeIcon={<span aria-label={`Remove ${entity.entity}`}>×</span>}
              onClose={() => setKept(kept.filter((_row, i) => i !== index))}>{entity.entity}: {entity.value}</Tag>
          ))}
        </Flex>
      )}
      <Button type="primary" size="small" disabled={!intent} loading={busy} onClick={() => onConfirm(intent, kept)}>Confirm intent</Button>
    </Flex>
  );
}

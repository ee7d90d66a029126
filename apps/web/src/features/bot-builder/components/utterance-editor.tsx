/**
 * Adds a sentence; for utterances, a selected part of the text can be marked as an entity
 * (select the words, pick the entity). Validated with the contracts' schema before sending.
 */
import { Button, Dropdown, Flex, Input, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import type { InputRef } from 'antd';
import { utteranceInputSchema, type MarkedEntity, type UtteranceKind } from '@switchboard/contracts/bot-builder/bot-builder.schemas';
import { useAllEntities } from '@/features/bot-builder/api/entities';
import { useAddUtterance } from '@/features/bot-builder/api/utterances';
import { addMark } from '@/features/bot-builder/model/marked-text';
import { showSaveError } from '@/features/bot-builder/model/server-error';

export function UtteranceEditor({ intentId, kind }: { intentId: string; kind: UtteranceKind }) {
  const add = useAddUtterance(intentId);
  const entities = useAllEntities();
  const input = useRef<InputRef>(null);
  const [text, setText] = useState('');
  const [marks, setMarks] = useState<MarkedEntity[]>([]);
  const [error, setError] = useState<string | null>(null);

  const change = (next: string) => {
    setText(next);
    setMarks([]); // offsets no longer hold once the text changes
    setError(null);
  };
  const mark = (entity: string) => {
    const element = input.current?.input;
    const start = element?.selectionStart ?? 0;
    const end = element?.selectionEnd ?? 0;
    if (end <= start) return setError('Select the words of the entity in the sentence first');
    setMarks((current) => addMark(current, { entity, start, end }));
  };
  const submit = () => {
    const parsed = utteranceInputSchema.safeParse({ text, kind, entities: marks });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Invalid sentence');
    // The schema trims; marks were made on the untrimmed text.
    const shift = text.length - text.trimStart().length;
    const body = { ...parsed.data, entities: marks.map((m) => ({ ...m, start: m.start - shift, end: m.end - shift })) };
    const [sentText, sentMarks] = [text, marks];
    add.mutate(body, {
      // Only clear what was sent: the trainer may already be typing the next sentence.
      onSuccess: () => {
        setText((current) => (current === sentText ? '' : current));
        setMarks((current) => (current === sentMarks ? [] : current));
      },
      onError: (failure) => showSaveError(failure),
    });
  };
  const label = kind === 'blocked' ? 'Blocked sentence' : 'New utterance';
  return (
    <Flex vertical gap={8}>
      <Flex gap={8} wrap="wrap">
        <Input ref={input} aria-label={label} placeholder={kind === 'blocked' ? 'A sentence that must never trigger this intent' : 'A way a customer says it'}
          value={text} onChange={(event) => change(event.target.value)} onPressEnter={submit} maxLength={500} style={{ flex: '1 1 320px' }}
          status={error ? 'error' : undefined} />
        {kind === 'utterance' && (
          <Dropdown trigger={['click']} menu={{
            items: (entities.data ?? []).map((entity) => ({ key: entity.name, label: `${entity.name} (${entity.type})` })),
            onClick: ({ key }) => mark(key),
          }}>
            <Button loading={entities.isLoading}>Mark selection as entity</Button>
          </Dropdown>
        )}
        <Button type="primary" onClick={submit} loading={add.isPending}>Add</Button>
      </Flex>
      {error && <Typography.Text type="danger" role="alert">{error}</Typography.Text>}
      {marks.length > 0 && (
        <Flex gap={4} wrap="wrap">
          {marks.map((m) => (
            <Tag key={`${m.start}-${m.end}`} closable onClose={() => setMarks((current) => current.filter((other) => other !== m))}>
              {text.slice(m.start, m.end)} → {m.entity}
            </Tag>
          ))}
        </Flex>
      )}
    </Flex>
  );
}

/** The training conversation: the trainer's messages with the intent and entities settled for them, the bot's actions with what it said. */
import { Flex, Tag, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import type { DmsAction } from '@switchboard/contracts/dms/dms.schemas';
import type { SessionBox } from '@/features/dms/model/training-session';

interface Props {
  boxes: SessionBox[];
  actions: DmsAction[];
}

function BoxLine({ box, actionName }: { box: SessionBox; actionName: (id: string) => string }) {
  if (box.kind === 'customer') {
    return (
      <Flex vertical align="flex-end" gap={2} className="sb-dms-turn sb-dms-turn--customer">
        <span className="sb-dms-bubble sb-dms-bubble--customer">{box.text || '…'}</span>
        <span>
          <Tag color="purple">{box.intent}</Tag>
          {box.entities.map((entity) => <Tag key={`${entity.entity}-${entity.value}`}>{entity.entity}: {entity.value}</Tag>)}
        </span>
      </Flex>
    );
  }
  if (box.kind === 'action') {
    return (
      <Flex vertical align="flex-start" gap={2} className="sb-dms-turn">
        {box.utterance && <span className="sb-dms-bubble">{box.utterance}</span>}
        <Tag>{actionName(box.actionId)}</Tag>
      </Flex>
    );
  }
  return <Typography.Text type="secondary">Checkpoint {box.name}</Typography.Text>;
}

export function WidgetConversation({ boxes, actions }: Props) {
  const end = useRef<HTMLDivElement>(null);
  // The newest turn in view as the conversation grows (jsdom has no scrollIntoView).
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [boxes.length]);
  const names = new Map(actions.map((action) => [action.actionId, action.name]));
  const actionName = (id: string) => names.get(id) ?? id;
  return (
    <div role="log" aria-label="Training conversation" className="sb-dms-log">
      {boxes.length === 0
        ? <Typography.Text type="secondary">Type what a customer would say: the bot's guesses show here for you to confirm or correct.</Typography.Text>
        : boxes.map((box) => <BoxLine key={box.dialogBoxId} box={box} actionName={actionName} />)}
      <div ref={end} />
    </div>
  );
}

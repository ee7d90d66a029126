/** The try-it panel: each message typed is run through the DRAFT bot; shows intent, confidence, entities. */
import { Button, Drawer, Empty, Flex, Input, List, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { TryItData } from '@switchboard/contracts/bot-builder/bot-builder.schemas';
import { useTryIt } from '@/features/bot-builder/api/training';
import { percent } from '@/features/bot-builder/model/training-progress';

interface Turn { id: number; text: string; result: TryItData }

export function TryItDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const tryIt = useTryIt();
  const [text, setText] = useState('');
  const [turns, setTurns] = useState<Turn[]>([]);
  const send = () => {
    const message = text.trim();
    if (!message) return;
    tryIt.mutate(message, {
      onSuccess: (result) => {
        setTurns((previous) => [{ id: Date.now(), text: message, result }, ...previous]);
        setText('');
      },
    });
  };
  return (
    <Drawer title="Try it (draft bot)" open={open} onClose={onClose} size={480} destroyOnHidden={false}>
      <Flex vertical gap={16}>
        <Flex gap={8}>
          <Input aria-label="Message to try" placeholder="Type a customer message" value={text} maxLength={500}
            onChange={(event) => setText(event.target.value)} onPressEnter={send} />
          <Button type="primary" onClick={send} loading={tryIt.isPending} disabled={!text.trim()}>Send</Button>
        </Flex>
        {turns.length === 0 ? <Empty description="Messages you try appear here" /> : (
          <List aria-label="Tried messages" dataSource={turns} rowKey="id" renderItem={(turn) => (
            <List.Item>
              <Flex vertical gap={4} style={{ width: '100%' }}>
                <Typography.Text strong>{turn.text}</Typography.Text>
                <span data-testid="try-it-intent">
                  Intent <Tag color={turn.result.intent === 'None' ? 'default' : 'purple'}>{turn.result.intent}</Tag>
                  confidence {percent(turn.result.confidence)}% (threshold {percent(turn.result.threshold)}%)
                </span>
                <span>
                  Entities {turn.result.entities.length === 0 ? '—' : turn.result.entities.map((entity) => (
                    <Tag key={`${entity.entity}-${entity.start}`}>{entity.entity}: {entity.value}</Tag>
                  ))}
                </span>
                <Typography.Text type="secondary">Bot: {turn.result.reply}</Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>draft version {turn.result.modelVersion}</Typography.Text>
              </Flex>
            </List.Item>
          )} />
        )}
      </Flex>
    </Drawer>
  );
}

/**
 * The try-it panel: a conversation with the DRAFT bot (the latest trained version). Each customer
 * message shows the detected intent, confidence, the runner-up intent and its margin, and entities, then the bot's replies, a handover
 * (to which group, or the ticket offer) and whether a workflow question waits for the next message.
 * Restart starts the conversation over (also done when the panel first opens with nothing shown); Make a test turns the
 * conversation so far into a test case.
 */
import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Drawer, Empty, Flex, Input, Tag, Typography, theme } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { TryItData } from '@switchboard/contracts/bot-builder/bot-builder.schemas';
import { MakeTestButton } from '@/components/automated-testing/make-test-button';
import { useRestartTryIt, useTryIt } from '@/features/bot-builder/api/training';
import { CLOSE_MARGIN, runnerUp } from '@/features/bot-builder/model/runner-up';
import { percent } from '@/features/bot-builder/model/training-progress';
import { TryItReply } from './try-it-reply';

interface Turn { id: number; text: string; result: TryItData }

function TurnView({ turn }: { turn: Turn }) {
  const { token } = theme.useToken();
  const { result } = turn;
  const variables = Object.entries(result.conversation.variables);
  const second = runnerUp(result.ranking);
  return (
    <Flex vertical gap={6} role="listitem" aria-label={`Tried: ${turn.text}`} style={{ paddingBottom: 12, borderBottom: `1px solid ${token.colorSplit}` }}>
      <Typography.Text strong style={{ alignSelf: 'flex-end', maxWidth: '85%', background: token.colorPrimaryBg, borderRadius: 12, padding: '6px 10px', whiteSpace: 'pre-wrap' }}>
        {turn.text}
      </Typography.Text>
      <Typography.Text type="secondary" data-testid="try-it-intent" style={{ fontSize: 13 }}>
        Intent <Tag color={result.intent === 'None' ? 'default' : 'purple'}>{result.intent}</Tag>
        confidence {percent(result.confidence)}% (threshold {percent(result.threshold)}%)
      </Typography.Text>
      {second && (
        <Typography.Text type="secondary" data-testid="try-it-runner-up" style={{ fontSize: 13 }}>
          Runner-up <Tag>{second.intent}</Tag> {percent(second.score)}%, {percent(second.margin)} points behind
          {second.margin < CLOSE_MARGIN && <Tag color="warning" style={{ marginLeft: 6 }}>close: the two intents compete for this message</Tag>}
        </Typography.Text>
      )}
      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
        Entities {result.entities.length === 0 ? '—' : result.entities.map((entity) => (
          <Tag key={`${entity.entity}-${entity.start}`}>{entity.entity}: {entity.value}</Tag>
        ))}
      </Typography.Text>
      <Flex vertical gap={6} aria-label="Bot replies">
        {result.messages.length === 0
          ? <Typography.Text type="secondary" italic>The bot said nothing.</Typography.Text>
          : result.messages.map((message, i) => <TryItReply key={i} message={message} />)}
      </Flex>
      {result.handover && (
        <Alert type={result.ticketOffered ? 'warning' : 'info'} showIcon data-testid="try-it-handover"
          title={`Handed over to ${result.handover.groupName ?? 'the default group'}${result.ticketOffered ? ': nobody can take the chat now, so the customer is offered a ticket.' : '.'}`} />
      )}
      <Flex gap={4} wrap align="center">
        {result.conversation.waitingForAnswer && <Tag color="gold">Waiting for an answer</Tag>}
        {result.conversation.workflow && <Tag>Workflow: {result.conversation.workflow}</Tag>}
        {variables.map(([name, value]) => <Tag key={name}>{name} = {value}</Tag>)}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>draft version {result.modelVersion}</Typography.Text>
      </Flex>
    </Flex>
  );
}

export function TryItDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const tryIt = useTryIt();
  const restart = useRestartTryIt();
  const [text, setText] = useState('');
  const [turns, setTurns] = useState<Turn[]>([]);
  const end = useRef<HTMLDivElement>(null);
  const { mutate: restartNow } = restart;
  const fresh = turns.length === 0;

  // A panel showing nothing starts a new conversation (a reload must not answer a question asked before it).
  useEffect(() => {
    if (open && fresh) restartNow();
  }, [open, fresh, restartNow]);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [turns.length]);

  const send = () => {
    const message = text.trim();
    if (!message || tryIt.isPending) return;
    tryIt.mutate(message, {
      onSuccess: (result) => {
        setTurns((previous) => [...previous, { id: Date.now(), text: message, result }]);
        setText('');
      },
    });
  };
  const startOver = () => restart.mutate(undefined, { onSuccess: () => setTurns([]) });
  const waiting = turns.at(-1)?.result.conversation.waitingForAnswer ?? false;

  return (
    <Drawer title="Try it (draft bot)" open={open} onClose={onClose} size={480} destroyOnHidden={false}
      extra={<Button icon={<ReloadOutlined />} onClick={startOver} loading={restart.isPending} disabled={fresh}>Restart</Button>}
      footer={(
        <Flex vertical gap={6}>
          {waiting && <Typography.Text type="secondary" style={{ fontSize: 12 }}>The bot waits for an answer: your next message answers its question.</Typography.Text>}
          <Flex gap={8}>
            <Input aria-label="Message to try" placeholder="Type a customer message" value={text} maxLength={500}
              onChange={(event) => setText(event.target.value)} onPressEnter={send} />
            <Button type="primary" onClick={send} loading={tryIt.isPending} disabled={!text.trim()}>Send</Button>
          </Flex>
        </Flex>
      )}>
      {tryIt.isError && <Alert type="error" showIcon style={{ marginBottom: 12 }} title={tryIt.error.message} />}
      {fresh ? <Empty description="Type a message as a customer would: the draft bot answers here" /> : (
        <Flex vertical gap={12}>
          <Flex vertical gap={12} role="list" aria-label="Tried messages">
            {turns.map((turn) => <TurnView key={turn.id} turn={turn} />)}
          </Flex>
          <MakeTestButton source={{ tryIt: turns.map(({ text, result }) => ({ text, result })) }} />
          <div ref={end} />
        </Flex>
      )}
    </Drawer>
  );
}

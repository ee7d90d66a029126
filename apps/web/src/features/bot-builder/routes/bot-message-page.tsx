import { Alert, Breadcrumb, Flex, Spin, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { useBotMessage } from '@/features/bot-builder/api/bot-messages';
import { BotMessageEditor } from '@/features/bot-builder/components/bot-message-editor';
import { parseMessageRef } from '@/features/bot-builder/model/message-ref';

/** /botbuilder/botmessages/id={messageId}: one bot message with its variations and A/B versions. */
export default function BotMessagePage() {
  const id = parseMessageRef(useParams().messageRef ?? '');
  const message = useBotMessage(id);
  const back = <Link to="/botbuilder/botmessages">Back to bot messages</Link>;
  if (message.isLoading) return <Spin aria-label="Loading the bot message" />;
  if (message.isError || !message.data) return <Alert type="error" showIcon title="This bot message could not be loaded." description={back} />;
  return (
    <Flex vertical gap={16}>
      <Breadcrumb items={[{ title: <Link to="/botbuilder/botmessages">Bot messages</Link> }, { title: message.data.name }]} />
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>{message.data.name}</Typography.Title>
      <BotMessageEditor key={message.data.id} message={message.data} />
    </Flex>
  );
}

import { Flex, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import type { Message } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { DeliveryTicks, type TickStatus } from '@/features/live-chat/components/delivery-ticks';
import { MessageBody } from '@/features/live-chat/components/message-body';
import { formatTime } from '@/lib/dates/format-date';

const SENDER_NAMES = { customer: 'Customer', chatbot: 'Bot', admin: 'Agent', system: 'System' } as const;

export const WHISPER_NOTE = 'Whisper — only staff see this';

interface BubbleFrameProps {
  fromCustomer: boolean;
  whisper: boolean;
  author: string;
  time: string;
  status?: TickStatus | undefined;
  children: ReactNode;
}

/** A message's frame: side, colours, author, time, ticks; whispers are dashed and labelled. */
export function BubbleFrame({ fromCustomer, whisper, author, time, status, children }: BubbleFrameProps) {
  const { token } = theme.useToken();
  const background = whisper ? token.colorWarningBg : fromCustomer ? token.colorFillSecondary : token.colorPrimaryBg;
  return (
    <Flex vertical align={fromCustomer ? 'flex-start' : 'flex-end'} role="article" aria-label={`${whisper ? 'Whisper from ' : ''}${author} at ${time}`}>
      <div style={{
        maxWidth: 'min(560px, 85%)', padding: '8px 12px', borderRadius: 8, background, color: token.colorText,
        border: whisper ? `1px dashed ${token.colorWarningBorder}` : `1px solid ${token.colorBorderSecondary}`,
      }}>
        {whisper && <Typography.Text strong style={{ display: 'block', fontSize: 12, color: token.colorWarningText }}>{WHISPER_NOTE}</Typography.Text>}
        {children}
      </div>
      <Typography.Text type="secondary" style={{ fontSize: 12, marginTop: 2 }}>
        {`${author} · ${time} `}
        {status && <DeliveryTicks status={status} />}
      </Typography.Text>
    </Flex>
  );
}

export function MessageBubble({ message }: { message: Message }) {
  const time = formatTime(message.timestamp);
  if (message.type === 'systemText' || message.sender === 'system') {
    return (
      <Typography.Text type="secondary" style={{ display: 'block', textAlign: 'center', fontSize: 12 }} role="note">
        {`${message.content.text ?? ''} · ${time}`}
      </Typography.Text>
    );
  }
  const whisper = message.type === 'whisper';
  const author = message.sender === 'admin' ? message.adminName ?? SENDER_NAMES.admin : SENDER_NAMES[message.sender];
  return (
    <BubbleFrame fromCustomer={message.sender === 'customer'} whisper={whisper} author={author} time={time}
      status={message.sender === 'admin' && !whisper ? message.readStatus : undefined}>
      <MessageBody message={message} />
    </BubbleFrame>
  );
}

import { CustomerServiceOutlined, EyeInvisibleOutlined, InfoCircleOutlined, RobotOutlined, UserOutlined } from '@ant-design/icons';
import { Flex, Typography, theme, type GlobalToken } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import type { Message } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { DeliveryTicks, type TickStatus } from '@/features/live-chat/components/delivery-ticks';
import { MessageBody } from '@/features/live-chat/components/message-body';
import { TranslatedText, UntranslatedNote } from '@/features/live-chat/components/translated-text';
import { formatTime } from '@/lib/dates/format-date';
import { bubbleKindOf, bubbleLabel, type BubbleKind } from '@/features/live-chat/model/bubble-kind';

export const WHISPER_NOTE = 'Whisper — only staff see this';

type FramedKind = Exclude<BubbleKind, 'system'>;

const ICONS: Record<FramedKind, ReactNode> = {
  customer: <UserOutlined aria-hidden />,
  bot: <RobotOutlined aria-hidden />,
  agent: <CustomerServiceOutlined aria-hidden />,
  whisper: <EyeInvisibleOutlined aria-hidden />,
};

/**
 * Each kind has its side, colours, border and a labelled icon, so it reads without colour too: the
 * customer on the left in grey; the bot on the right in cyan; agents on the right in the brand
 * purple; whispers on the right, amber and dashed. Theme tokens keep them right in light and dark.
 */
function frameStyle(kind: FramedKind, token: GlobalToken): CSSProperties {
  const [background, border] = {
    customer: [token.colorFillSecondary, `1px solid ${token.colorBorderSecondary}`],
    bot: [token.cyan1, `1px solid ${token.cyan4}`],
    agent: [token.colorPrimaryBg, `1px solid ${token.colorPrimaryBorder}`],
    whisper: [token.colorWarningBg, `1px dashed ${token.colorWarningBorder}`],
  }[kind];
  return { maxWidth: 'min(560px, 85%)', padding: '6px 12px 8px', borderRadius: 8, background, border, color: token.colorText };
}

interface BubbleFrameProps {
  kind: FramedKind;
  /** The staff member's name on agent and whisper lines. */
  name?: string | null | undefined;
  time: string;
  status?: TickStatus | undefined;
  children: ReactNode;
}

/** A message's frame: side, colours, kind label (with the agent's name), time, ticks. */
export function BubbleFrame({ kind, name, time, status, children }: BubbleFrameProps) {
  const { token } = theme.useToken();
  const label = bubbleLabel(kind, name);
  return (
    <Flex vertical align={kind === 'customer' ? 'flex-start' : 'flex-end'} role="article" data-kind={kind}
      data-side={kind === 'customer' ? 'start' : 'end'} aria-label={`${label} at ${time}`}>
      <div style={frameStyle(kind, token)}>
        <Typography.Text strong style={{ display: 'block', fontSize: 12, color: token.colorTextSecondary }} data-bubble-label>
          {ICONS[kind]} {kind === 'whisper' ? `${WHISPER_NOTE}${name ? ` · ${name}` : ''}` : label}
        </Typography.Text>
        {children}
      </div>
      <Typography.Text type="secondary" style={{ fontSize: 12, marginTop: 2 }}>
        {`${time} `}
        {status && <DeliveryTicks status={status} />}
      </Typography.Text>
    </Flex>
  );
}

/** A system line: centred, an outlined pill with its label, apart from the conversation's two sides. */
function SystemLine({ text, time }: { text: string; time: string }) {
  const { token } = theme.useToken();
  return (
    <Flex justify="center" role="note" data-kind="system" data-side="centre" aria-label={`System at ${time}`}>
      <Typography.Text style={{
        fontSize: 12, padding: '2px 12px', borderRadius: 12, border: `1px solid ${token.colorBorder}`,
        background: token.colorBgContainer, color: token.colorTextSecondary, textAlign: 'center', maxWidth: '90%',
      }}>
        <InfoCircleOutlined aria-hidden /> <strong data-bubble-label>System</strong>{` · ${text} · ${time}`}
      </Typography.Text>
    </Flex>
  );
}

/** How the open chat translates: the customer's language, and a message the service could not translate (with Retry). */
export interface BubbleTranslation { customerLanguage: string; failed: boolean; onRetry: () => void }

export function MessageBubble({ message, translation }: { message: Message; translation?: BubbleTranslation | undefined }) {
  const time = formatTime(message.timestamp);
  const kind = bubbleKindOf(message);
  if (kind === 'system') return <SystemLine text={message.content.text ?? ''} time={time} />;
  const translated = message.translation && message.type === 'text' ? { ...message, translation: message.translation } : null;
  return (
    <BubbleFrame kind={kind} name={message.adminName} time={time} status={kind === 'agent' ? message.readStatus : undefined}>
      {translated ? <TranslatedText message={translated} customerLanguage={translation?.customerLanguage ?? ''} /> : <MessageBody message={message} />}
      {!translated && translation?.failed && <UntranslatedNote onRetry={translation.onRetry} />}
    </BubbleFrame>
  );
}

import { AndroidOutlined, AppleOutlined, FacebookOutlined, PhoneOutlined, WhatsAppOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { CHANNEL_LABELS, type Channel } from '@switchboard/contracts/common/constants';

const ICONS: Partial<Record<Channel, ReactNode>> = {
  wa: <WhatsAppOutlined />, facebook: <FacebookOutlined />, android: <AndroidOutlined />, ios: <AppleOutlined />, ivr: <PhoneOutlined />,
};

/**
 * Where the customer writes from, beside their name, when it is not the website widget (most chats): an agent answering
 * a WhatsApp customer must know the 24-hour rule and WhatsApp's formatting apply.
 */
export function ChannelMark({ channel }: { channel: Channel }) {
  if (channel === 'website') return null;
  return (
    <Tag icon={ICONS[channel]} color={channel === 'wa' ? 'green' : undefined} style={{ marginInlineEnd: 0 }}>
      {CHANNEL_LABELS[channel]}
    </Tag>
  );
}

/** One check of a turn: its name, a remove button, its fields; and a labelled field inside it with its error. */
import { CloseOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Typography, theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

export function ExpectationBlock({ turn, label, onRemove, children }: { turn: number; label: string; onRemove: () => void; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <section aria-label={`Turn ${turn}: ${label}`} style={{ border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadius, padding: '8px 12px' }}>
      <Flex justify="space-between" align="center" gap={8}>
        <Typography.Text strong>{label}</Typography.Text>
        <Button type="text" size="small" icon={<CloseOutlined />} aria-label={`Remove the check ${label} of turn ${turn}`} onClick={onRemove} />
      </Flex>
      {children}
    </section>
  );
}

/** A vertical form field; `grow` lets fields share a row and wrap on a phone. */
export function Field({ label, error, hint, grow = '1 1 200px', children }: { label: string; error?: string | undefined; hint?: string; grow?: CSSProperties['flex']; children: ReactNode }) {
  return (
    <Form.Item label={label} validateStatus={error ? 'error' : undefined} help={error ?? hint} style={{ flex: grow, minWidth: 0, marginBottom: 8 }}>
      {children}
    </Form.Item>
  );
}

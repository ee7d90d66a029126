/** Editable rows of two text fields (headers, response mapping, sample variables) inside an antd Form. */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Typography } from 'antd';

interface Props {
  name: string;
  label: string;
  fields: readonly [{ key: string; label: string; placeholder: string }, { key: string; label: string; placeholder: string }];
  addLabel: string;
  emptyText: string;
}

export function KeyValueRows({ name, label, fields: [first, second], addLabel, emptyText }: Props) {
  return (
    <Form.List name={name}>
      {(rows, { add, remove }) => (
        <Flex vertical gap={8} role="group" aria-label={label}>
          <Typography.Text strong>{label}</Typography.Text>
          {rows.length === 0 && <Typography.Text type="secondary">{emptyText}</Typography.Text>}
          {rows.map((row, index) => (
            <Flex key={row.key} gap={8} align="start" wrap>
              <Form.Item name={[row.name, first.key]} rules={[{ required: true, whitespace: true, message: `${first.label} is required` }]} style={{ flex: '1 1 160px', margin: 0 }}>
                <Input aria-label={`${first.label} ${index + 1}`} placeholder={first.placeholder} />
              </Form.Item>
              <Form.Item name={[row.name, second.key]} style={{ flex: '2 1 220px', margin: 0 }}>
                <Input aria-label={`${second.label} ${index + 1}`} placeholder={second.placeholder} />
              </Form.Item>
              <Button danger icon={<DeleteOutlined />} aria-label={`Remove ${first.label.toLowerCase()} ${index + 1}`} onClick={() => remove(row.name)} />
            </Flex>
          ))}
          <Button icon={<PlusOutlined />} onClick={() => add({ [first.key]: '', [second.key]: '' })} style={{ alignSelf: 'start' }}>{addLabel}</Button>
        </Flex>
      )}
    </Form.List>
  );
}

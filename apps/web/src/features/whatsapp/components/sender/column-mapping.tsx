/** Step 3: which sheet column holds the numbers, and which one fills each of the template's variables. */
import { Button, Flex, Form, Select, Typography } from 'antd';
import type { TemplateParameter } from '@switchboard/contracts/whatsapp/whatsapp.broadcast-sender';

export interface MappingErrors { phoneColumn?: string | undefined; columns?: string | undefined }

interface Props {
  columns: string[];
  parameters: TemplateParameter[];
  phoneColumn: string | undefined;
  mapped: Array<string | undefined>;
  errors: MappingErrors;
  checking: boolean;
  onPhoneColumn: (column: string) => void;
  onMapped: (index: number, column: string) => void;
  onCheck: () => void;
}

export function ColumnMapping({ columns, parameters, phoneColumn, mapped, errors, checking, onPhoneColumn, onMapped, onCheck }: Props) {
  const options = columns.map((column) => ({ value: column, label: column }));
  const complete = Boolean(phoneColumn) && parameters.every((_, index) => mapped[index]);
  return (
    <Form layout="vertical" component="div">
      <Form.Item label="Phone number column" required validateStatus={errors.phoneColumn ? 'error' : undefined}
        help={errors.phoneColumn ?? 'International form is best (+91 98123 45678); a 10-digit number is read as Indian.'}>
        <Select aria-label="Phone number column" placeholder="Choose a column" options={options} value={phoneColumn} onChange={onPhoneColumn} style={{ maxWidth: 360 }} />
      </Form.Item>
      {parameters.length === 0 && <Typography.Paragraph type="secondary">This template has no variables: every recipient gets the same message.</Typography.Paragraph>}
      {parameters.map((parameter, index) => (
        <Form.Item key={parameter.key} label={parameter.label} required validateStatus={errors.columns && !mapped[index] ? 'error' : undefined}
          help={parameter.example ? `Example: ${parameter.example}` : undefined}>
          <Select aria-label={`Column for ${parameter.label}`} placeholder="Choose a column" options={options} value={mapped[index]}
            onChange={(column: string) => onMapped(index, column)} style={{ maxWidth: 360 }} />
        </Form.Item>
      ))}
      {errors.columns && <Typography.Paragraph type="danger" role="alert">{errors.columns}</Typography.Paragraph>}
      <Flex gap={8}>
        <Button type="primary" ghost disabled={!complete} loading={checking} onClick={onCheck}>Check rows</Button>
      </Flex>
    </Form>
  );
}

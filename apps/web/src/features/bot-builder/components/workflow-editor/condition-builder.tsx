/** A condition node's settings: and / or over rows of attribute · variable · operator (§5 list) · value. */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Segmented, Select, Typography } from 'antd';
import { CONDITION_KEY_TYPES, CONDITION_OPERATORS, DEFAULT_CONDITION_NODE, ROOT_CONDITION_TYPES, type Condition } from '@switchboard/contracts/bot-builder/workflow.schemas';
import { Field } from './field';
import { VariablePicker } from './pickers';

interface ConditionData { rootConditionType: 'and' | 'or'; conditionSet: Condition[] }

export function ConditionBuilder({ nodeId, data, onChange }: { nodeId: string; data: ConditionData; onChange: (data: ConditionData) => void }) {
  const rows = data.conditionSet;
  const setRow = (index: number, patch: Partial<Condition>) => onChange({ ...data, conditionSet: rows.map((row, i) => (i === index ? { ...row, ...patch } : row)) });
  return (
    <div>
      <Field id={`${nodeId}-root`} label="Match">
        <Segmented id={`${nodeId}-root`} value={data.rootConditionType ?? 'and'} onChange={(value) => onChange({ ...data, rootConditionType: value })}
          options={ROOT_CONDITION_TYPES.map((type) => ({ value: type, label: type === 'and' ? 'all (and)' : 'any (or)' }))} />
      </Field>
      {rows.map((row, index) => (
        <fieldset key={index} style={{ border: '1px solid var(--ant-color-border-secondary, #d9d9d9)', borderRadius: 3, padding: '8px 10px', marginBottom: 8 }}>
          <legend style={{ fontSize: 12, padding: '0 4px', width: 'auto', border: 0, margin: 0 }}>Condition {index + 1}</legend>
          <Field id={`${nodeId}-key-type-${index}`} label="Key type">
            <Select id={`${nodeId}-key-type-${index}`} value={row.keyType} style={{ width: '100%' }} onChange={(keyType) => setRow(index, { keyType })}
              options={CONDITION_KEY_TYPES.map((type) => ({ value: type, label: type }))} />
          </Field>
          <Field id={`${nodeId}-key-${index}`} label="Variable">
            <VariablePicker id={`${nodeId}-key-${index}`} value={row.keyValue} onChange={(keyValue) => setRow(index, { keyValue: keyValue ?? '' })} />
          </Field>
          <Field id={`${nodeId}-op-${index}`} label="Operator">
            <Select id={`${nodeId}-op-${index}`} value={row.condType} style={{ width: '100%' }} onChange={(condType) => setRow(index, { condType })}
              options={CONDITION_OPERATORS.map((op) => ({ value: op, label: op }))} />
          </Field>
          {row.condType !== 'exists' && (
            <Field id={`${nodeId}-value-${index}`} label="Value" extra={row.condType.includes('list') ? 'Comma-separated values' : undefined}>
              <Input id={`${nodeId}-value-${index}`} value={row.value} maxLength={500} onChange={(event) => setRow(index, { value: event.target.value })} />
            </Field>
          )}
          <Button size="small" danger icon={<DeleteOutlined />} disabled={rows.length === 1} aria-label={`Remove condition ${index + 1}`}
            onClick={() => onChange({ ...data, conditionSet: rows.filter((_, i) => i !== index) })}>Remove</Button>
        </fieldset>
      ))}
      <Flex align="center" gap={8}>
        <Button size="small" icon={<PlusOutlined />} disabled={rows.length >= 20}
          onClick={() => onChange({ ...data, conditionSet: [...rows, { keyType: 'attribute', keyValue: '', condType: DEFAULT_CONDITION_NODE.conditionSet[0]?.condType ?? 'equal to', value: '' }] })}>Add condition</Button>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>Leaves by “true” or “false”.</Typography.Text>
      </Flex>
    </div>
  );
}

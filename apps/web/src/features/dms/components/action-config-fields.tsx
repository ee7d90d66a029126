/** The fields of an action's kind (config.*): messages, a brand function and where its result goes, a slot, a workflow, a group. */
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, InputNumber, Select } from 'antd';
import type { ActionKind } from '@switchboard/contracts/dms/dms.schemas';

export interface ConfigChoices {
  slots: string[];
  entities: string[];
  functions: { value: string; label: string }[];
  workflows: { value: string; label: string }[];
  /** null: the groups could not be read: a group's id is typed. */
  groups: { value: string; label: string }[] | null;
}

const names = (list: string[]) => list.map((name) => ({ value: name, label: name }));

function Variations() {
  return (
    <Form.List name={['config', 'variations']}>
      {(fields, { add, remove }) => (
        <Flex vertical gap={4} style={{ marginBottom: 16 }}>
          <span>Messages (one is drawn each time)</span>
          {fields.map((field) => (
            <Flex key={field.key} gap={6} align="baseline">
              <Form.Item name={[field.name, 'text']} style={{ flex: 1, marginBottom: 4 }}>
                <Input.TextArea aria-label={`Message ${field.name + 1}`} autoSize={{ minRows: 1, maxRows: 4 }} maxLength={1000} />
              </Form.Item>
              <Button type="text" icon={<MinusCircleOutlined />} aria-label={`Remove message ${field.name + 1}`} onClick={() => remove(field.name)} />
            </Flex>
          ))}
          <Button type="dashed" icon={<PlusOutlined />} style={{ alignSelf: 'flex-start' }} onClick={() => add({ text: '' })}>Message</Button>
        </Flex>
      )}
    </Form.List>
  );
}

function SlotSelect({ choices, name, label }: { choices: ConfigChoices; name: (string | number)[]; label: string }) {
  return (
    <Form.Item name={name} label={label}>
      <Select aria-label={label} showSearch options={names(choices.slots)} notFoundContent="Add slots to the domain first" />
    </Form.Item>
  );
}

export function ActionConfigFields({ kind, choices }: { kind: ActionKind; choices: ConfigChoices }) {
  switch (kind) {
    case 'respond':
      return <Variations />;
    case 'callFunction':
      return (
        <>
          <Form.Item name={['config', 'functionId']} label="Brand function">
            <Select aria-label="Brand function" showSearch={{ optionFilterProp: 'label' }} options={choices.functions} />
          </Form.Item>
          <Form.List name={['config', 'resultSlots']}>
            {(fields, { add, remove }) => (
              <Flex vertical gap={4} style={{ marginBottom: 16 }}>
                <span>Result into slots</span>
                {fields.map((field) => (
                  <Flex key={field.key} gap={6} align="baseline">
                    <Form.Item name={[field.name, 'path']} style={{ marginBottom: 4 }}>
                      <Input aria-label={`Result path ${field.name + 1}`} placeholder="Result path (e.g. order.status)" />
                    </Form.Item>
                    <Form.Item name={[field.name, 'slot']} style={{ marginBottom: 4, minWidth: 140 }}>
                      <Select aria-label={`Result slot ${field.name + 1}`} placeholder="Slot" options={names(choices.slots)} />
                    </Form.Item>
                    <Button type="text" icon={<MinusCircleOutlined />} aria-label={`Remove result ${field.name + 1}`} onClick={() => remove(field.name)} />
                  </Flex>
                ))}
                <Button type="dashed" icon={<PlusOutlined />} style={{ alignSelf: 'flex-start' }} onClick={() => add({ path: '', slot: undefined })}>Result</Button>
              </Flex>
            )}
          </Form.List>
        </>
      );
    case 'setSlot':
      return (
        <>
          <SlotSelect choices={choices} name={['config', 'slot']} label="Slot" />
          <Form.Item name={['config', 'value']} label="Value"><Input aria-label="Value" maxLength={500} /></Form.Item>
        </>
      );
    case 'askSlot':
      return (
        <>
          <SlotSelect choices={choices} name={['config', 'slot']} label="Slot" />
          <Variations />
          <Form.Item name={['config', 'validation', 'entity']} label="The answer must be this entity">
            <Select allowClear aria-label="Validation entity" options={names(choices.entities)} />
          </Form.Item>
          <Form.Item name={['config', 'validation', 'pattern']} label="Or match this pattern (regular expression)">
            <Input aria-label="Validation pattern" maxLength={200} />
          </Form.Item>
          <Form.Item name={['config', 'retries']} label="Times asked again"><InputNumber aria-label="Retries" min={0} max={5} /></Form.Item>
        </>
      );
    case 'runWorkflow':
      return (
        <Form.Item name={['config', 'workflowId']} label="Workflow">
          <Select aria-label="Workflow" showSearch={{ optionFilterProp: 'label' }} options={choices.workflows} />
        </Form.Item>
      );
    case 'handover':
      return (
        <Form.Item name={['config', 'groupId']} label="Group (optional)">
          {choices.groups
            ? <Select allowClear aria-label="Group" placeholder="Any agent" showSearch={{ optionFilterProp: 'label' }} options={choices.groups} />
            : <Input aria-label="Group id" placeholder="Any agent when empty" />}
        </Form.Item>
      );
    case 'end':
      return null;
  }
}

/**
 * A domain's form (new or edit): its name and description, the bot builder's intents and entities its dialogues use,
 * its typed slots (filled from an entity, or by actions), the fallback action and the confidence threshold. Checked
 * with the contracts' domainInputSchema; the server's refusal lands on its field.
 */
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, InputNumber, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { SLOT_TYPES, domainInputSchema, type Domain } from '@switchboard/contracts/dms/dms.schemas';
import { useActions } from '@/features/dms/api/actions';
import { useBotReferences } from '@/features/dms/api/bot-references';
import { useSaveDomain } from '@/features/dms/api/domains';
import { parseIntoForm } from '@/features/dms/model/zod-form';
import { showServerFieldError } from '@/lib/forms/server-field-error';

interface Props {
  /** null: a new domain; undefined: closed. */
  editing: Domain | null | undefined;
  onClose: () => void;
}

const names = (list: string[]) => list.map((name) => ({ value: name, label: name }));

export function DomainForm({ editing, onClose }: Props) {
  const [form] = Form.useForm();
  const refs = useBotReferences();
  const actions = useActions(editing?._id);
  const save = useSaveDomain();
  const entities: string[] = Form.useWatch('entities', form) ?? [];
  const slotTypes: ({ type?: string } | undefined)[] = Form.useWatch('slots', form) ?? [];

  useEffect(() => {
    if (editing === undefined) return;
    form.resetFields();
    if (editing) form.setFieldsValue({ ...editing, fallbackActionId: editing.fallbackActionId ?? undefined });
  }, [editing, form]);

  const submit = async () => {
    const values = parseIntoForm(form, domainInputSchema, { ...form.getFieldsValue(true), ...(editing ? {} : { fallbackActionId: undefined }) });
    if (!values) return;
    try {
      await save.mutateAsync({ ...(editing ? { id: editing._id } : {}), body: values });
      onClose();
    } catch (error) {
      showServerFieldError(form, error);
    }
  };

  return (
    <Modal open={editing !== undefined} title={editing ? `Edit ${editing.name}` : 'New domain'} okText="Save" onOk={() => void submit()}
      confirmLoading={save.isPending} onCancel={onClose} destroyOnHidden width={640}>
      <Form form={form} layout="vertical" initialValues={{ name: '', description: '', threshold: 0.6, intents: [], entities: [], slots: [] }}>
        <Form.Item name="name" label="Name"><Input aria-label="Name" maxLength={100} /></Form.Item>
        <Form.Item name="description" label="Description"><Input.TextArea aria-label="Description" maxLength={500} autoSize={{ minRows: 1, maxRows: 4 }} /></Form.Item>
        <Form.Item name="intents" label="Intents (from the bot builder)">
          <Select mode="tags" aria-label="Intents" options={names(refs.data?.intents ?? [])} loading={refs.isPending} tokenSeparators={[',']} />
        </Form.Item>
        <Form.Item name="entities" label="Entities">
          <Select mode="tags" aria-label="Entities" options={names(refs.data?.entities ?? [])} loading={refs.isPending} tokenSeparators={[',']} />
        </Form.Item>
        <Form.List name="slots">
          {(fields, { add, remove }) => (
            <Flex vertical gap={4} style={{ marginBottom: 16 }}>
              <span>Slots</span>
              {fields.map((field) => (
                <Flex key={field.key} gap={6} align="baseline" wrap>
                  <Form.Item name={[field.name, 'name']} style={{ marginBottom: 4 }}>
                    <Input aria-label={`Slot ${field.name + 1} name`} placeholder="Slot name" style={{ width: 140 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'type']} initialValue="text" style={{ marginBottom: 4 }}>
                    <Select aria-label={`Slot ${field.name + 1} type`} style={{ width: 120 }} options={names([...SLOT_TYPES])} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'fromEntity']} style={{ marginBottom: 4 }}>
                    <Select allowClear aria-label={`Slot ${field.name + 1} filled from`} placeholder="Filled from entity (else by actions)" style={{ width: 210 }} options={names(entities)} />
                  </Form.Item>
                  {/* Only a categorical slot lists its values. */}
                  {slotTypes[field.name]?.type === 'categorical' && (
                    <Form.Item name={[field.name, 'values']} style={{ marginBottom: 4 }}>
                      <Select mode="tags" aria-label={`Slot ${field.name + 1} values`} placeholder="Values" style={{ width: 180 }} />
                    </Form.Item>
                  )}
                  <Button type="text" icon={<MinusCircleOutlined />} aria-label={`Remove slot ${field.name + 1}`} onClick={() => remove(field.name)} />
                </Flex>
              ))}
              <Button type="dashed" icon={<PlusOutlined />} style={{ alignSelf: 'flex-start' }} onClick={() => add({ type: 'text' })}>Slot</Button>
            </Flex>
          )}
        </Form.List>
        {editing && (
          <Form.Item name="fallbackActionId" label="Fallback action (when the policy is not confident)">
            <Select allowClear aria-label="Fallback action" placeholder="None: the bot's workflows and FAQs answer"
              options={(actions.data ?? []).map((action) => ({ value: action.actionId, label: action.name }))} />
          </Form.Item>
        )}
        <Form.Item name="threshold" label="Confidence threshold">
          <InputNumber aria-label="Confidence threshold" min={0} max={1} step={0.05} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

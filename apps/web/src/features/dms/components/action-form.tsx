/**
 * An action's form (new or edit) in the chosen domain: its name (as dialogues name it), a description and what it
 * does (ACTION_KINDS). Checked with the contracts' actionInputSchema; the server's refusal lands on its field.
 */
import { Form, Input, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { ACTION_KINDS, actionInputSchema, type ActionKind, type DmsAction, type Domain } from '@switchboard/contracts/dms/dms.schemas';
import { useSaveAction } from '@/features/dms/api/actions';
import { useBotReferences } from '@/features/dms/api/bot-references';
import { ActionConfigFields } from '@/features/dms/components/action-config-fields';
import { KIND_LABELS } from '@/features/dms/model/action-labels';
import { parseIntoForm } from '@/features/dms/model/zod-form';
import { showServerFieldError } from '@/lib/forms/server-field-error';

interface Props {
  domain: Domain;
  /** null: a new action; undefined: closed. */
  editing: DmsAction | null | undefined;
  onClose: () => void;
}

/** What a kind starts with, so its fields have rows to fill. */
const STARTS: Record<ActionKind, object> = {
  respond: { variations: [{ text: '' }] },
  callFunction: { resultSlots: [] },
  setSlot: { value: '' },
  askSlot: { variations: [{ text: '' }], validation: {}, retries: 2 },
  runWorkflow: {},
  handover: {},
  end: {},
};

export function ActionForm({ domain, editing, onClose }: Props) {
  const [form] = Form.useForm();
  const refs = useBotReferences();
  const save = useSaveAction();
  const kind: ActionKind = Form.useWatch(['config', 'kind'], form) ?? 'respond';

  useEffect(() => {
    if (editing === undefined) return;
    form.resetFields();
    form.setFieldsValue(editing ? { name: editing.name, description: editing.description, config: editing.config } : { name: '', description: '', config: { kind: 'respond', ...STARTS.respond } });
  }, [editing, form]);

  const submit = async () => {
    const raw = form.getFieldsValue(true) as { config?: Record<string, unknown> };
    const config = { ...raw.config };
    // No group: any agent (null, so an edit can also clear it).
    if (config.kind === 'handover' && !config.groupId) config.groupId = null;
    // An empty validation field is left out rather than sent empty.
    if (config.validation && typeof config.validation === 'object') {
      config.validation = Object.fromEntries(Object.entries(config.validation).filter(([, value]) => value !== undefined && value !== ''));
    }
    const values = parseIntoForm(form, actionInputSchema, { ...raw, config, domainId: domain._id });
    if (!values) return;
    try {
      await save.mutateAsync({ ...(editing ? { id: editing.actionId } : {}), body: values });
      onClose();
    } catch (error) {
      showServerFieldError(form, error);
    }
  };

  return (
    <Modal open={editing !== undefined} title={editing ? `Edit ${editing.name}` : `New action in ${domain.name}`} okText="Save" onOk={() => void submit()}
      confirmLoading={save.isPending} onCancel={onClose} destroyOnHidden width={600}>
      <Form form={form} layout="vertical">
        <Form.Item name="name" label="Name (as dialogues name it, e.g. utter_greet)"><Input aria-label="Name" maxLength={100} /></Form.Item>
        <Form.Item name="description" label="Description"><Input aria-label="Description" maxLength={500} /></Form.Item>
        <Form.Item name={['config', 'kind']} label="What it does">
          <Select aria-label="What it does" options={ACTION_KINDS.map((value) => ({ value, label: KIND_LABELS[value] }))}
            onChange={(value: ActionKind) => form.setFieldValue('config', { kind: value, ...STARTS[value] })} />
        </Form.Item>
        <ActionConfigFields kind={kind} choices={{
          slots: domain.slots.map((slot) => slot.name), entities: domain.entities,
          functions: refs.data?.functions ?? [], workflows: refs.data?.workflows ?? [], groups: refs.data?.groups ?? null,
        }} />
      </Form>
    </Modal>
  );
}

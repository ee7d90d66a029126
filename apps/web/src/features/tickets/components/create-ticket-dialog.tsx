import { Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import {
  CONTACT_TYPES, createTicketBodySchema, TICKET_PRIORITIES, TICKET_TEXTS, type CreateTicketBody, type Ticket,
} from '@switchboard/contracts/tickets/tickets.schemas';
import { createTicket } from '@/features/tickets/api/create-ticket';
import { CONTACT_LABELS, PRIORITY_LABELS } from '@/features/tickets/model/ticket-labels';
import { toast } from '@/lib/feedback/feedback';

interface CreateTicketDialogProps {
  open: boolean;
  groups: ReadonlyArray<{ groupId: string; name: string }>;
  onClose: () => void;
  onCreated: (ticket: Ticket) => void;
}

type Values = { customerName: string; email?: string; contactType: CreateTicketBody['contactType']; priority: CreateTicketBody['priority']; group?: string; subject: string; description?: string };

/** A ticket made in the console (POST /admin/v2/ticket): validated with the contracts' schema, server field errors shown on the field. */
export function CreateTicketDialog({ open, groups, onClose, onCreated }: CreateTicketDialogProps) {
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const values = form.getFieldsValue();
    const body = { ...values, email: values.email || undefined, group: values.group || undefined };
    const parsed = createTicketBodySchema.safeParse(body);
    form.setFields(Object.keys(values).map((name) => ({ name: name as keyof Values, errors: [] })));
    if (!parsed.success) {
      form.setFields(parsed.error.issues.map((issue) => ({ name: String(issue.path[0] ?? 'subject') as keyof Values, errors: [issue.message] })));
      return;
    }
    setBusy(true);
    const outcome = await createTicket(body);
    setBusy(false);
    if (!outcome.ok) {
      if (outcome.field) form.setFields([{ name: outcome.field as keyof Values, errors: [outcome.message] }]);
      else toast.error(outcome.message);
      return;
    }
    toast.success(outcome.message ?? TICKET_TEXTS.created);
    form.resetFields();
    onCreated(outcome.ticket);
  };
  return (
    <Modal open={open} title="New ticket" okText="Create ticket" onOk={() => void submit()} onCancel={onClose} confirmLoading={busy} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={{ contactType: 'call', priority: 'medium' }} requiredMark>
        <Form.Item name="customerName" label="Customer name" required><Input maxLength={120} /></Form.Item>
        <Form.Item name="email" label="Customer email"><Input type="email" maxLength={200} /></Form.Item>
        <Form.Item name="contactType" label="Contact type">
          <Select options={CONTACT_TYPES.map((value) => ({ value, label: CONTACT_LABELS[value] }))} />
        </Form.Item>
        <Form.Item name="priority" label="Priority">
          <Select options={TICKET_PRIORITIES.map((value) => ({ value, label: PRIORITY_LABELS[value] }))} />
        </Form.Item>
        <Form.Item name="group" label="Group">
          <Select allowClear placeholder="No group" options={groups.map((group) => ({ value: group.groupId, label: group.name }))} />
        </Form.Item>
        <Form.Item name="subject" label="Subject" required><Input maxLength={200} /></Form.Item>
        <Form.Item name="description" label="Description"><Input.TextArea rows={3} maxLength={4000} /></Form.Item>
      </Form>
    </Modal>
  );
}

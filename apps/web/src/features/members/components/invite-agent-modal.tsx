import { Form, Input, Modal, Switch } from 'antd';
import { inviteAgentRequestSchema, type InviteAgentRequest } from '@switchboard/contracts/members/team.schemas';
import { useInviteAgent } from '@/features/members/api/agents';
import { RoleSelect } from '@/features/members/components/role-select';
import { useServerFieldErrors } from '@/features/members/model/use-server-field-errors';
import { toast } from '@/lib/feedback/feedback';
import { schemaRule } from '@/lib/forms/zod-rule';

const field = inviteAgentRequestSchema.shape;

/** Invites one agent: the server mails an activation link to set a password. */
export function InviteAgentModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<InviteAgentRequest>();
  const invite = useInviteAgent();
  const showFieldErrors = useServerFieldErrors(form);
  const submit = (values: InviteAgentRequest) =>
    invite.mutate(values, {
      onSuccess: (agent) => {
        toast.success(`An activation link has been sent to ${agent.email}.`);
        form.resetFields();
        onClose();
      },
      onError: showFieldErrors,
    });
  return (
    <Modal open={open} title="Invite agent" okText="Send invitation" onOk={() => form.submit()} onCancel={onClose} confirmLoading={invite.isPending} destroyOnHidden>
      <Form form={form} layout="vertical" onFinish={submit} initialValues={{ ticketsEnabled: false, role: 'Agent' }}>
        <Form.Item label="E-mail" name="email" rules={[schemaRule(field.email)]}><Input type="email" autoComplete="off" /></Form.Item>
        <Form.Item label="First name" name="firstName" rules={[schemaRule(field.firstName)]}><Input /></Form.Item>
        <Form.Item label="Last name" name="lastName" rules={[schemaRule(field.lastName)]}><Input /></Form.Item>
        <Form.Item label="Role" name="role" rules={[schemaRule(field.role)]}><RoleSelect /></Form.Item>
        <Form.Item label="Tickets enabled" name="ticketsEnabled" valuePropName="checked"><Switch /></Form.Item>
      </Form>
    </Modal>
  );
}

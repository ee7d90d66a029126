import { Alert, Button, Card, Flex, Form, Input, InputNumber, Spin, Switch, Typography } from 'antd';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { capacitySchema, updateAgentRequestSchema, type Agent, type UpdateAgentRequest } from '@switchboard/contracts/members/team.schemas';
import { useAgentQuery, useUpdateAgent } from '@/features/members/api/agents';
import { RoleSelect } from '@/features/members/components/role-select';
import { useServerFieldErrors } from '@/features/members/model/use-server-field-errors';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { toast } from '@/lib/feedback/feedback';
import { schemaRule } from '@/lib/forms/zod-rule';

type Values = Required<Pick<UpdateAgentRequest, 'firstName' | 'lastName' | 'role' | 'ticketsEnabled' | 'capacity'>>;
const field = updateAgentRequestSchema.shape;
const valuesOf = (a: Agent): Values => ({ firstName: a.firstName, lastName: a.lastName, role: a.role, ticketsEnabled: a.ticketsEnabled, capacity: a.capacity });

function EditAgentForm({ agent }: { agent: Agent }) {
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const update = useUpdateAgent(agent._id);
  const showFieldErrors = useServerFieldErrors(form);
  const initial = valuesOf(agent);
  const values = Form.useWatch([], form) as Values | undefined;
  const dirty = !!values && (Object.keys(initial) as (keyof Values)[]).some((key) => values[key] !== initial[key]);
  useUnsavedChanges(dirty && !update.isPending && !update.isSuccess);
  useEffect(() => form.setFieldsValue(valuesOf(agent)), [form, agent]);
  const submit = (next: Values) => {
    const changed = Object.fromEntries((Object.keys(next) as (keyof Values)[]).filter((key) => next[key] !== initial[key]).map((key) => [key, next[key]]));
    update.mutate(changed, {
      onSuccess: () => {
        toast.success('Agent updated.');
        void navigate('/members/agents');
      },
      onError: showFieldErrors,
    });
  };
  return (
    <Form form={form} layout="vertical" initialValues={initial} onFinish={submit} style={{ maxWidth: 420 }} disabled={update.isPending}>
      <Form.Item label="E-mail" htmlFor="agent-email"><Input id="agent-email" value={agent.email} readOnly /></Form.Item>
      <Form.Item label="First name" name="firstName" rules={[schemaRule(field.firstName.unwrap())]}><Input /></Form.Item>
      <Form.Item label="Last name" name="lastName" rules={[schemaRule(field.lastName.unwrap())]}><Input /></Form.Item>
      <Form.Item label="Role" name="role" rules={[schemaRule(field.role.unwrap())]}><RoleSelect /></Form.Item>
      <Form.Item label="Tickets enabled" name="ticketsEnabled" valuePropName="checked"><Switch /></Form.Item>
      <Form.Item label="Capacity (concurrent chats)" name="capacity" rules={[schemaRule(capacitySchema)]}><InputNumber min={1} max={50} /></Form.Item>
      <Flex gap={8}>
        <Button type="primary" htmlType="submit" loading={update.isPending} disabled={!dirty}>Save</Button>
        <Link to="/members/agents"><Button>Cancel</Button></Link>
      </Flex>
    </Form>
  );
}

/** /members/agents/edit?agentId=…: name, role, tickets and capacity of one agent. */
export default function AgentEditPage() {
  const [params] = useSearchParams();
  const agent = useAgentQuery(params.get('agentId') ?? '');
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>Edit Agent</Typography.Title>
      {agent.isLoading && <Spin />}
      {(agent.isError || !params.get('agentId')) && <Alert type="error" showIcon title="This agent could not be found." action={<Link to="/members/agents">Back to agents</Link>} />}
      {agent.data && <Card><EditAgentForm agent={agent.data} /></Card>}
    </Flex>
  );
}

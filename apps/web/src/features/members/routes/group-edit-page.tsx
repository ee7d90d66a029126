import { Button, Card, Flex, Form, Input, InputNumber, Select, Spin, Typography } from 'antd';
import { useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { groupInputSchema, type Group } from '@switchboard/contracts/members/members.schemas';
import { groupsApi, useGroupCandidatesQuery, useGroupQuery } from '@/features/members/api/groups';
import { MemberCapacityTable } from '@/features/members/components/member-capacity-table';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { toast } from '@/lib/feedback/feedback';
import { showServerFieldError } from '@/lib/forms/server-field-error';
import { schemaRule } from '@/lib/forms/zod-rule';
import { roleLabel } from '@switchboard/contracts/roles';
import { ResultScreen } from '@/components/result-screen';

const field = groupInputSchema.shape;

const initialOf = (group: Group | undefined) => ({
  name: group?.name ?? '',
  description: group?.description ?? '',
  maxChatsPerAgent: group?.maxChatsPerAgent ?? 3,
  memberIds: group?.members.filter((m) => m.role === 'member').map((m) => m._id) ?? [],
  supervisorIds: group?.members.filter((m) => m.role === 'supervisor').map((m) => m._id) ?? [],
});

/** /members/groups/add and /members/groups/edit?groupId=: one screen for both. */
export default function GroupEditPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const groupId = params.get('groupId');
  const group = useGroupQuery(groupId);
  const candidates = useGroupCandidatesQuery();
  const save = groupsApi.useSave();
  const [form] = Form.useForm();
  const initial = useMemo(() => initialOf(group.data), [group.data]);
  const dirty = Form.useWatch([], form) !== undefined && form.isFieldsTouched();
  useUnsavedChanges(dirty && !save.isPending && !save.isSuccess);
  useEffect(() => form.setFieldsValue(initial), [form, initial]);

  if (groupId && group.isError) return <ResultScreen status="404" title="This group does not exist." extra={<Button onClick={() => navigate('/members/groups')}>Back to groups</Button>} />;
  if (groupId && !group.data) return <Spin />;

  const options = (candidates.data ?? []).map((member) => ({ value: member._id, label: `${member.name} (${roleLabel(member.role)})` }));
  const submit = async (values: Record<string, unknown>) => {
    try {
      await save.mutateAsync({ ...(groupId ? { id: groupId } : {}), body: values });
      toast.success(groupId ? 'Group updated' : 'Group created');
      navigate('/members/groups');
    } catch (error) {
      showServerFieldError(form, error);
    }
  };

  return (
    <Flex vertical gap={16} style={{ maxWidth: 760 }}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>{groupId ? 'Edit Group' : 'Add Group'}</Typography.Title>
      <Card>
        <Form form={form} layout="vertical" initialValues={initial} onFinish={submit} disabled={save.isPending}>
          <Form.Item label="Name" name="name" rules={[schemaRule(field.name)]}><Input /></Form.Item>
          <Form.Item label="Description" name="description" rules={[schemaRule(field.description)]}><Input.TextArea autoSize={{ minRows: 2 }} /></Form.Item>
          <Form.Item label="Chats per agent (new agents start with this capacity)" name="maxChatsPerAgent" rules={[schemaRule(field.maxChatsPerAgent)]}>
            <InputNumber min={1} max={50} />
          </Form.Item>
          <Form.Item label="Members (offered chats)" name="memberIds">
            <Select mode="multiple" aria-label="Members" options={options} loading={candidates.isLoading} optionFilterProp="label" />
          </Form.Item>
          <Form.Item label="Supervisors" name="supervisorIds">
            <Select mode="multiple" aria-label="Supervisors" options={options} loading={candidates.isLoading} optionFilterProp="label" />
          </Form.Item>
          <Flex gap={8}>
            <Button type="primary" htmlType="submit" loading={save.isPending}>{groupId ? 'Save group' : 'Create group'}</Button>
            <Button onClick={() => navigate('/members/groups')}>Cancel</Button>
          </Flex>
        </Form>
      </Card>
      {group.data && (
        <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>Member capacity</h2>}>
          <MemberCapacityTable members={group.data.members} />
        </Card>
      )}
    </Flex>
  );
}

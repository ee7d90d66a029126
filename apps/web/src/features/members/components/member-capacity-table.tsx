import { Button, InputNumber, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { capacitySchema, type GroupMember } from '@switchboard/contracts/members/members.schemas';
import { useAgentCapacityMutation } from '@/features/members/api/groups';
import { toast } from '@/lib/feedback/feedback';

/** Each member's concurrent-chat capacity, editable one agent at a time (routing reads it on every offer). */
export function MemberCapacityTable({ members }: { members: GroupMember[] }) {
  const [drafts, setDrafts] = useState<Record<string, number | null>>({});
  const save = useAgentCapacityMutation();
  const submit = async (member: GroupMember) => {
    const capacity = drafts[member._id];
    const check = capacitySchema.safeParse(capacity);
    if (!check.success) {
      toast.error(check.error.issues[0]?.message ?? 'Invalid capacity');
      return;
    }
    try {
      await save.mutateAsync({ agentId: member._id, capacity: check.data });
      toast.success(`${member.name} can now hold ${check.data} chats`);
      setDrafts(({ [member._id]: _saved, ...rest }) => rest);
    } catch {
      // shown by the http client
    }
  };
  const columns: TableColumnsType<GroupMember> = [
    { title: 'Member', dataIndex: 'name' },
    { title: 'Role in group', dataIndex: 'role', render: (role: string) => <Tag>{role}</Tag>, width: 140 },
    {
      title: 'Concurrent chats', key: 'capacity', width: 260,
      render: (_value, member) => (
        <>
          <InputNumber aria-label={`Capacity of ${member.name}`} min={1} max={50} value={drafts[member._id] ?? member.capacity}
            placeholder="not set" onChange={(value) => setDrafts((all) => ({ ...all, [member._id]: value }))} />{' '}
          <Button size="small" disabled={drafts[member._id] === undefined} loading={save.isPending && save.variables?.agentId === member._id}
            onClick={() => void submit(member)}>Save</Button>
        </>
      ),
    },
  ];
  return <Table<GroupMember> rowKey="_id" size="small" columns={columns} dataSource={members} pagination={false} locale={{ emptyText: 'No members yet.' }} />;
}

import { Alert, Button, Card, Flex, Spin, Switch, Typography } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { TeamMemberDetail } from '@switchboard/contracts/members/team.schemas';
import type { Permissions } from '@switchboard/contracts/permissions';
import { useSaveMemberPermissions, useTeamMemberQuery } from '@/features/settings/api/team-members';
import { PermissionEditor } from '@/components/permission-editor';
import { AllowedValuesForm } from '@/features/settings/components/allowed-values-form';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { toast } from '@/lib/feedback/feedback';
import { roleLabel } from '@switchboard/contracts/roles';

function MemberPermissions({ member }: { member: TeamMemberDetail }) {
  const [permissions, setPermissions] = useState<Permissions>(member.permissions);
  const [dirty, setDirty] = useState(false);
  const save = useSaveMemberPermissions(member._id);
  useUnsavedChanges(dirty && !save.isPending);
  const locked = member.refusal !== null;
  const change = (next: Permissions) => {
    setPermissions(next);
    setDirty(true);
  };
  return (
    <Flex vertical gap={16}>
      {/* §6: the screen says why before anyone tries (the server refuses with the same text). */}
      {member.refusal && <Alert type="warning" showIcon title={member.refusal} role="alert" />}
      <Flex align="center" gap={8}>
        <Switch id="tickets-enabled" checked={permissions.ticketsEnabled} disabled={locked} onChange={(ticketsEnabled) => change({ ...permissions, ticketsEnabled })} />
        <label htmlFor="tickets-enabled">Tickets enabled</label>
      </Flex>
      <PermissionEditor value={permissions} disabled={locked || save.isPending} onChange={(next) => change({ ...next, ticketsEnabled: permissions.ticketsEnabled })} />
      {!locked && (
        <Flex gap={8}>
          <Button type="primary" loading={save.isPending} disabled={!dirty}
            onClick={() => save.mutate(permissions, { onSuccess: () => { setDirty(false); toast.success('Permissions updated.'); } })}>
            Save permissions
          </Button>
          <Button disabled={!dirty} onClick={() => { setPermissions(member.permissions); setDirty(false); }}>Undo changes</Button>
        </Flex>
      )}
    </Flex>
  );
}

/** /settings/teammembers/{memberId}: one member's permissions (their role's map with their own changes). */
export default function MemberPermissionsPage() {
  const { memberId = '' } = useParams();
  const member = useTeamMemberQuery(memberId);
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
        {member.data ? `Permissions of ${member.data.firstName} ${member.data.lastName}` : 'Member Permissions'}
      </Typography.Title>
      <Link to="/settings/teammembers">← All team members</Link>
      {member.isLoading && <Spin />}
      {member.isError && <Alert type="error" showIcon title="This member could not be found." />}
      {member.data && (
        <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>{member.data.email} · {roleLabel(member.data.role)}</h2>}>
          {/* A fresh answer (after a save or refetch) restarts the editor from it. */}
          <MemberPermissions key={`${member.data._id}:${member.dataUpdatedAt}`} member={member.data} />
        </Card>
      )}
      {member.data && member.data.bifurcationFilters.length > 0 && (
        <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>Allowed values</h2>}>
          <AllowedValuesForm key={`${member.data._id}:${member.dataUpdatedAt}`} member={member.data} />
        </Card>
      )}
    </Flex>
  );
}

import { Alert, Card, Flex, Form, Spin, Typography } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { RoleDetail } from '@switchboard/contracts/members/team.schemas';
import { useCreateRole, useRoleQuery, useUpdateRole } from '@/features/members/api/roles';
import { RoleForm, type RoleFormValues } from '@/features/members/components/role-form';
import { RoleMembers } from '@/features/members/components/role-members';
import { useMembersPermission } from '@/features/members/model/use-members-permission';
import { useServerFieldErrors } from '@/features/members/model/use-server-field-errors';
import { PermissionEditor } from '@/components/permission-editor';
import { toast } from '@/lib/feedback/feedback';

function NewRole({ parentRoleId }: { parentRoleId?: string }) {
  const [form] = Form.useForm<RoleFormValues>();
  const create = useCreateRole();
  const navigate = useNavigate();
  const showFieldErrors = useServerFieldErrors(form);
  return (
    <RoleForm form={form} {...(parentRoleId ? { initialParentId: parentRoleId } : {})} saving={create.isPending}
      onSave={(values, permissions) => create.mutate({ name: values.name, description: values.description ?? '', parentRoleId: values.parentRoleId ?? '', permissions }, {
        onSuccess: (role) => {
          toast.success('Role created.');
          void navigate(`/members/roles/individual?roleId=${role._id}`, { replace: true });
        },
        onError: showFieldErrors,
      })} />
  );
}

function ExistingRole({ role, canEdit }: { role: RoleDetail; canEdit: boolean }) {
  const [form] = Form.useForm<RoleFormValues>();
  const update = useUpdateRole(role._id);
  const showFieldErrors = useServerFieldErrors(form);
  if (role.type === 'default' || !canEdit) {
    return (
      <Flex vertical gap={12}>
        {role.type === 'default' && <Alert type="info" showIcon title="Default roles are read-only. Copy one as a new role to change its permissions." />}
        <Typography.Paragraph>{role.description}</Typography.Paragraph>
        <PermissionEditor value={role.permissions} disabled />
      </Flex>
    );
  }
  return (
    <RoleForm key={role._id} form={form} role={role} saving={update.isPending}
      onSave={(values, permissions) => update.mutate({ name: values.name, description: values.description, permissions }, {
        onSuccess: () => toast.success('Role updated.'),
        onError: showFieldErrors,
      })} />
  );
}

/** /members/roles/individual: ?roleId= shows (and for custom roles edits) a role; without it, a new role. */
export default function RolePage() {
  const [params] = useSearchParams();
  const roleId = params.get('roleId') ?? '';
  const role = useRoleQuery(roleId);
  const canEdit = useMembersPermission('editPermissions');
  const title = roleId ? (role.data ? `Role: ${role.data.name}` : 'Role') : 'Create role';
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>{title}</Typography.Title>
      <Link to="/members/roles">← All roles</Link>
      {!roleId && canEdit && <Card><NewRole {...(params.get('parentRoleId') ? { parentRoleId: params.get('parentRoleId') ?? '' } : {})} /></Card>}
      {roleId && role.isLoading && <Spin />}
      {roleId && role.isError && <Alert type="error" showIcon title="This role could not be found." />}
      {role.data && (
        <>
          <Card><ExistingRole role={role.data} canEdit={canEdit} /></Card>
          <Card title={<h2 style={{ fontSize: 16, margin: 0 }}>Members ({role.data.members.length})</h2>}>
            <RoleMembers members={role.data.members} />
          </Card>
        </>
      )}
    </Flex>
  );
}

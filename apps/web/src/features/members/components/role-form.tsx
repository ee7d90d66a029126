import { Button, Flex, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { createRoleRequestSchema, type Role } from '@switchboard/contracts/members/team.schemas';
import type { RolePermissions } from '@switchboard/contracts/member-permissions';
import { useRolesQuery } from '@/features/members/api/roles';
import { PermissionEditor } from '@/components/permission-editor';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { schemaRule } from '@/lib/forms/zod-rule';
import type { FormInstance } from 'antd';

export interface RoleFormValues {
  name: string;
  description: string;
  parentRoleId?: string;
}

interface RoleFormProps {
  form: FormInstance<RoleFormValues>;
  /** The role being edited; absent when creating one. */
  role?: Role;
  initialParentId?: string;
  saving: boolean;
  onSave: (values: RoleFormValues, permissions: RolePermissions) => void;
}

const field = createRoleRequestSchema.shape;

/** Name, description, parent (new roles only) and the permission tree of a custom role. */
export function RoleForm({ form, role, initialParentId, saving, onSave }: RoleFormProps) {
  const roles = useRolesQuery({ page: 1, pageSize: 100 });
  const [edited, setEdited] = useState<{ parentId: string | undefined; permissions: RolePermissions } | null>(null);
  const [dirty, setDirty] = useState(false);
  const parentId = Form.useWatch('parentRoleId', form) ?? initialParentId;
  useUnsavedChanges(dirty && !saving);
  // A new role starts from its parent's permissions; picking another parent starts over from that one.
  const parentPermissions = roles.data?.items.find((item) => item._id === parentId)?.permissions ?? null;
  const permissions = role
    ? (edited?.permissions ?? role.permissions)
    : (edited && edited.parentId === parentId ? edited.permissions : parentPermissions);
  const setPermissions = (next: RolePermissions) => setEdited({ parentId, permissions: next });

  const submit = (values: RoleFormValues) => {
    if (!permissions) return;
    setDirty(false);
    onSave(values, permissions);
  };
  return (
    <Form form={form} layout="vertical" onFinish={submit} onValuesChange={() => setDirty(true)} disabled={saving}
      initialValues={{ name: role?.name ?? '', description: role?.description ?? '', parentRoleId: initialParentId }}>
      {!role && (
        <Form.Item label="Parent role" name="parentRoleId" rules={[schemaRule(field.parentRoleId)]}>
          <Select showSearch optionFilterProp="label" placeholder="Start from…" loading={roles.isLoading}
            options={(roles.data?.items ?? []).map((item) => ({ value: item._id, label: item.name }))} />
        </Form.Item>
      )}
      <Form.Item label="Name" name="name" rules={[schemaRule(field.name)]} style={{ maxWidth: 420 }}><Input /></Form.Item>
      <Form.Item label="Description" name="description" rules={[schemaRule(field.description.unwrap())]} style={{ maxWidth: 620 }}><Input.TextArea rows={2} /></Form.Item>
      {permissions && (
        <Form.Item label="Permissions">
          <PermissionEditor value={permissions} onChange={(next) => { setPermissions(next); setDirty(true); }} disabled={saving} />
        </Form.Item>
      )}
      <Flex gap={8}>
        <Button type="primary" htmlType="submit" loading={saving} disabled={!permissions}>{role ? 'Save role' : 'Create role'}</Button>
      </Flex>
    </Form>
  );
}

import { Button, Flex, Tabs, Typography } from 'antd';
import { Link } from 'react-router';
import { AuditLogTable } from '@/features/members/components/audit-log-table';
import { RolesTable } from '@/features/members/components/roles-table';
import { useMembersPermission } from '@/features/members/model/use-members-permission';

/** /members/roles: the roles, and (for members who may edit permissions) the audit log of changes. */
export default function RolesPage() {
  const canEdit = useMembersPermission('editPermissions');
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center">
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>Roles</Typography.Title>
        {canEdit && <Link to="/members/roles/individual"><Button type="primary">Create role</Button></Link>}
      </Flex>
      <Tabs
        items={[
          { key: 'roles', label: 'Roles', children: <RolesTable /> },
          ...(canEdit ? [{ key: 'audit', label: 'Audit log', children: <AuditLogTable /> }] : []),
        ]}
      />
    </Flex>
  );
}

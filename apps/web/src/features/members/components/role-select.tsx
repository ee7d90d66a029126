import { Select, type SelectProps } from 'antd';
import { useRolesQuery } from '@/features/members/api/roles';

/** Picks a role by name (the member's role is the role's name, §3); lists default and custom roles. */
export function RoleSelect(props: Omit<SelectProps<string>, 'options' | 'loading'>) {
  const roles = useRolesQuery({ page: 1, pageSize: 100 });
  const options = (roles.data?.items ?? []).map((role) => ({ value: role.name, label: role.name }));
  return <Select showSearch placeholder="Role" {...props} loading={roles.isLoading} options={options} />;
}

import { Select, type SelectProps } from 'antd';
import { ROLE_PICKER } from '@switchboard/contracts/roles';
import { useAgentRolesQuery } from '@/features/members/api/agents';

const LABELS = new Map<string, string>(ROLE_PICKER.map((role) => [role.value, role.label]));
const ORDER = new Map<string, number>(ROLE_PICKER.map((role, index) => [role.value, index]));
const rank = (role: { name: string; type: string }) => (role.type === 'default' ? (ORDER.get(role.name) ?? 99) : 100);

/** Picks a role by name (the member's role is the role's name, §3): §6's picker list, then custom roles. */
export function RoleSelect(props: Omit<SelectProps<string>, 'options' | 'loading'>) {
  const roles = useAgentRolesQuery();
  const options = [...(roles.data ?? [])].sort((a, b) => rank(a) - rank(b)).map((role) => ({ value: role.name, label: role.type === 'default' ? (LABELS.get(role.name) ?? role.name) : role.name }));
  return <Select showSearch optionFilterProp="label" placeholder="Role" {...props} loading={roles.isLoading} options={options} />;
}

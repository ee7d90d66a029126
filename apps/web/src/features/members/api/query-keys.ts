export const membersKeys = {
  all: ['members'] as const,
  agents: ['members', 'agents'] as const,
  agentList: (query: object) => ['members', 'agents', 'list', query] as const,
  agent: (agentId: string) => ['members', 'agents', 'one', agentId] as const,
  roles: ['members', 'roles'] as const,
  roleList: (query: object) => ['members', 'roles', 'list', query] as const,
  role: (roleId: string) => ['members', 'roles', 'one', roleId] as const,
  audit: (query: object) => ['members', 'audit', query] as const,
};

/** /members/agents calls: the paged list, one agent, invite, edit, deactivate/reactivate, availability, CSV. */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AgentState } from '@switchboard/contracts/live-chat/live-chat.schemas';
import {
  agentSchema, agentsPageSchema, bulkInviteResultSchema, MEMBERS_PATHS as P, pathWith, pickableRolesSchema,
  type Agent, type AgentsPage, type BulkInviteResult, type InviteAgentRequest, type PickableRole, type UpdateAgentRequest,
} from '@switchboard/contracts/members/team.schemas';
import { membersKeys } from '@/features/members/api/query-keys';
import { http } from '@/lib/http/api';

export interface AgentsFilter {
  page: number;
  search?: string;
  role?: string;
  status?: 'active' | 'inactive';
  availability?: AgentState;
}

const parse = <T>(schema: { safeParse: (v: unknown) => { success: true; data: T } | { success: false } }, data: unknown, what: string): T => {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new Error(`The ${what} could not be read.`);
  return parsed.data;
};

export const agentsQuery = (filter: AgentsFilter) =>
  queryOptions({
    queryKey: membersKeys.agentList(filter),
    queryFn: async ({ signal }): Promise<AgentsPage> =>
      parse(agentsPageSchema, await http.requestData<unknown>(P.agents, { query: { ...filter }, quiet: true, signal }), 'agent list'),
    placeholderData: keepPreviousData,
  });
export const useAgentsQuery = (filter: AgentsFilter) => useQuery(agentsQuery(filter));

export const useAgentQuery = (agentId: string) =>
  useQuery({
    queryKey: membersKeys.agent(agentId),
    queryFn: async ({ signal }): Promise<Agent> => parse(agentSchema, await http.requestData<unknown>(pathWith(P.agent, { agentId }), { quiet: true, signal }), 'agent'),
    enabled: agentId !== '',
  });

/** The role picker's roles (§6: no oriAdmin), readable by whoever sees the agents screen. */
export const useAgentRolesQuery = () =>
  useQuery({
    queryKey: [...membersKeys.roles, 'pickable'],
    queryFn: async ({ signal }): Promise<PickableRole[]> => parse(pickableRolesSchema, await http.requestData<unknown>(P.agentRoles, { quiet: true, signal }), 'roles'),
    staleTime: 60_000,
  });

/** Every mutation refreshes the agent lists and the roles (member counts). */
function useAgentsMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: membersKeys.all }) });
}

export const useInviteAgent = () =>
  useAgentsMutation(async (body: InviteAgentRequest) => parse(agentSchema, await http.requestData<unknown>(P.agents, { method: 'POST', body: { ...body } }), 'agent'));

export const useUpdateAgent = (agentId: string) =>
  useAgentsMutation(async (body: UpdateAgentRequest) => parse(agentSchema, await http.requestData<unknown>(pathWith(P.agent, { agentId }), { method: 'PATCH', body: { ...body } }), 'agent'));

export const useSetActive = () =>
  useAgentsMutation(({ agentId, active }: { agentId: string; active: boolean }) =>
    http.request<unknown>(pathWith(active ? P.reactivateAgent : P.deactivateAgent, { agentId }), { method: 'POST', body: {} }));

export const useSetAvailability = () =>
  useAgentsMutation(({ agentId, selectedState }: { agentId: string; selectedState: AgentState }) =>
    http.request<unknown>(pathWith(P.agentAvailability, { agentId }), { method: 'PUT', body: { selectedState } }));

export const useBulkInvite = () =>
  useAgentsMutation(async (csv: string): Promise<BulkInviteResult | null> => {
    const result = await http.request<unknown>(P.bulkInvite, { method: 'POST', body: { csv }, timeoutMs: null });
    return result.ok ? parse(bulkInviteResultSchema, result.data, 'report') : null;
  });

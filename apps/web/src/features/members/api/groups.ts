/**
 * /admin/v1/groups: list, one group, create/update/delete; the members that can be put in groups;
 * PUT /admin/v1/agents/:agentId/capacity (an agent's concurrent-chat capacity).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { groupCandidateSchema, groupSchema, MEMBERS_PATHS, type Group, type GroupCandidate } from '@switchboard/contracts/members/members.schemas';
import { http } from '@/lib/http/api';
import { crudResource } from '@/lib/http/crud-resource';

export const groupsApi = crudResource({ key: 'groups', path: MEMBERS_PATHS.groups, item: groupSchema });

export const useGroupQuery = (groupId: string | null) =>
  useQuery({
    queryKey: [...groupsApi.keys.all, 'one', groupId],
    queryFn: async ({ signal }): Promise<Group> => groupSchema.parse(await http.requestData<unknown>(groupsApi.itemPath(groupId ?? ''), { signal })),
    enabled: groupId !== null,
  });

export const useGroupCandidatesQuery = () =>
  useQuery({
    queryKey: [...groupsApi.keys.all, 'candidates'],
    queryFn: async ({ signal }): Promise<GroupCandidate[]> => {
      const data = await http.requestData<{ members?: unknown }>(MEMBERS_PATHS.groupCandidates, { signal });
      return groupCandidateSchema.array().parse(data.members ?? []);
    },
    staleTime: 60_000,
  });

export function useAgentCapacityMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ agentId, capacity }: { agentId: string; capacity: number }) =>
      http.requestData<unknown>(MEMBERS_PATHS.agentCapacity.replace(':agentId', encodeURIComponent(agentId)), { method: 'PUT', body: { capacity } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupsApi.keys.all }),
  });
}

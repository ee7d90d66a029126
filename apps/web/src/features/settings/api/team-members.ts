/** /settings/teammembers calls: the paged member list, one member's permissions, and saving them. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MEMBERS_PATHS as P, pathWith, teamMemberDetailSchema, teamMembersPageSchema, type TeamMemberDetail,
} from '@switchboard/contracts/members/team.schemas';
import type { AllowedBifurcation } from '@switchboard/contracts/auth/bifurcation-scope';
import type { Permissions } from '@switchboard/contracts/permissions';
import { http } from '@/lib/http/api';

const keys = {
  all: ['team-members'] as const,
  list: (page: number, search: string) => ['team-members', 'list', page, search] as const,
  one: (memberId: string) => ['team-members', 'one', memberId] as const,
};

export const useTeamMembersQuery = (page: number, search: string) =>
  useQuery({
    queryKey: keys.list(page, search),
    queryFn: async ({ signal }) => teamMembersPageSchema.parse(await http.requestData<unknown>(P.teamMembers, { query: { page, search: search || undefined }, quiet: true, signal })),
    placeholderData: keepPreviousData,
  });

export const useTeamMemberQuery = (memberId: string) =>
  useQuery({
    queryKey: keys.one(memberId),
    queryFn: async ({ signal }): Promise<TeamMemberDetail> =>
      teamMemberDetailSchema.parse(await http.requestData<unknown>(pathWith(P.teamMember, { memberId }), { quiet: true, signal })),
  });

export function useSaveMemberPermissions(memberId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (permissions: Permissions) =>
      teamMemberDetailSchema.parse(await http.requestData<unknown>(pathWith(P.teamMemberPermissions, { memberId }), { method: 'PUT', body: { ...permissions } })),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

/** PUT …/bifurcation: the bifurcation values the member may select (issue 21, point 10). */
export function useSaveAllowedBifurcation(memberId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (allowedBifurcation: AllowedBifurcation) =>
      teamMemberDetailSchema.parse(await http.requestData<unknown>(pathWith(P.teamMemberBifurcation, { memberId }), { method: 'PUT', body: { allowedBifurcation } })),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

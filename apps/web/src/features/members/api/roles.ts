/** /members/roles calls: the paged list, one role with its members, create, edit, delete; the audit log. */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  auditPageSchema, MEMBERS_PATHS as P, pathWith, roleDetailSchema, rolesPageSchema,
  type AuditPage, type CreateRoleRequest, type RoleDetail, type RolesPage, type UpdateRoleRequest,
} from '@switchboard/contracts/members/team.schemas';
import { membersKeys } from '@/features/members/api/query-keys';
import { http } from '@/lib/http/api';

export interface RolesFilter { page: number; pageSize?: number; search?: string; type?: 'default' | 'custom' }

export const rolesQuery = (filter: RolesFilter) =>
  queryOptions({
    queryKey: membersKeys.roleList(filter),
    queryFn: async ({ signal }): Promise<RolesPage> => rolesPageSchema.parse(await http.requestData<unknown>(P.roles, { query: { ...filter }, quiet: true, signal })),
    placeholderData: keepPreviousData,
  });
export const useRolesQuery = (filter: RolesFilter) => useQuery(rolesQuery(filter));

export const useRoleQuery = (roleId: string) =>
  useQuery({
    queryKey: membersKeys.role(roleId),
    queryFn: async ({ signal }): Promise<RoleDetail> => roleDetailSchema.parse(await http.requestData<unknown>(pathWith(P.role, { roleId }), { quiet: true, signal })),
    enabled: roleId !== '',
  });

export const useAuditQuery = (page: number) =>
  useQuery({
    queryKey: membersKeys.audit({ page }),
    queryFn: async ({ signal }): Promise<AuditPage> => auditPageSchema.parse(await http.requestData<unknown>(P.auditLog, { query: { page }, quiet: true, signal })),
    placeholderData: keepPreviousData,
  });

function useRolesMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: membersKeys.all }) });
}

const detailOf = (data: unknown) => roleDetailSchema.parse(data);

export const useCreateRole = () =>
  useRolesMutation(async (body: CreateRoleRequest) => detailOf(await http.requestData<unknown>(P.roles, { method: 'POST', body: { ...body } })));
export const useUpdateRole = (roleId: string) =>
  useRolesMutation(async (body: UpdateRoleRequest) => detailOf(await http.requestData<unknown>(pathWith(P.role, { roleId }), { method: 'PATCH', body: { ...body } })));
export const useDeleteRole = () =>
  useRolesMutation((roleId: string) => http.request<unknown>(pathWith(P.role, { roleId }), { method: 'DELETE', body: {} }));

/**
 * Calls of /members/agents, /members/roles, /settings/teammembers and the audit log. Reading a
 * screen needs its route (feature); a write also needs its action on `members` (contracts' ACTIONS),
 * so what the console hides the server refuses.
 */
import {
  agentAvailabilityRequestSchema, agentIdParamsSchema, agentsQuerySchema, auditQuerySchema, bulkInviteRequestSchema,
  createRoleRequestSchema, inviteAgentRequestSchema, memberIdParamsSchema, MEMBERS_PATHS as P, roleIdParamsSchema,
  rolesQuerySchema, teamMembersQuerySchema, updateAgentRequestSchema, updateMemberBifurcationRequestSchema, updateMemberPermissionsRequestSchema, updateRoleRequestSchema,
} from '@switchboard/contracts/members/team.schemas';
import { callerOf } from '@/plugins/auth';
import type { RouteGuard } from '@/plugins/guard';
import type { App } from '@/plugins/type-provider';
import type { AuditService } from '@/modules/audit/audit.service';
import type { AgentsService } from './agents.service';
import type { BulkInviteService } from './bulk-invite.service';
import type { RolesService } from './roles.service';
import type { TeamMembersService } from './team-members.service';

const AGENTS = '/members/agents';
const ROLES = '/members/roles';
const TEAM = '/settings/teammembers';
const g = (feature: string, action?: string): { guard: RouteGuard } => ({ guard: action ? { feature, action: ['members', action] } : { feature } });

export interface TeamRouteDeps {
  agents: AgentsService;
  bulk: BulkInviteService;
  roles: RolesService;
  team: TeamMembersService;
  audit: AuditService;
}

export function registerTeamRoutes(app: App, { agents, bulk, roles, team, audit }: TeamRouteDeps): void {
  app.get(P.agents, { schema: { querystring: agentsQuerySchema }, config: g(AGENTS) }, async (request) => ({ data: await agents.list(callerOf(request), request.query) }));
  app.get(P.agent, { schema: { params: agentIdParamsSchema }, config: g(AGENTS) }, async (request) => ({ data: await agents.get(callerOf(request), request.params.agentId) }));
  app.post(P.agents, { schema: { body: inviteAgentRequestSchema }, config: g(AGENTS, 'invite') }, async (request) => agents.invite(callerOf(request), request.body));
  app.post(P.bulkInvite, { schema: { body: bulkInviteRequestSchema }, config: g(AGENTS, 'invite') }, async (request) => bulk.invite(callerOf(request), request.body.csv));
  app.patch(P.agent, { schema: { params: agentIdParamsSchema, body: updateAgentRequestSchema }, config: g(AGENTS, 'edit') },
    async (request) => agents.update(callerOf(request), request.params.agentId, request.body));
  app.put(P.agentAvailability, { schema: { params: agentIdParamsSchema, body: agentAvailabilityRequestSchema }, config: g(AGENTS, 'edit') },
    async (request) => agents.setAvailability(callerOf(request), request.params.agentId, request.body.selectedState));
  app.post(P.deactivateAgent, { schema: { params: agentIdParamsSchema }, config: g(AGENTS, 'deactivate') }, async (request) => agents.deactivate(callerOf(request), request.params.agentId));
  app.post(P.reactivateAgent, { schema: { params: agentIdParamsSchema }, config: g(AGENTS, 'deactivate') }, async (request) => agents.reactivate(callerOf(request), request.params.agentId));

  app.get(P.agentRoles, { config: g(AGENTS) }, async (request) => ({ data: await roles.pickable(callerOf(request)) }));
  app.get(P.roles, { schema: { querystring: rolesQuerySchema }, config: g(ROLES) }, async (request) => ({ data: await roles.list(callerOf(request), request.query) }));
  app.get(P.role, { schema: { params: roleIdParamsSchema }, config: g(ROLES) }, async (request) => ({ data: await roles.get(callerOf(request), request.params.roleId) }));
  app.post(P.roles, { schema: { body: createRoleRequestSchema }, config: g(ROLES, 'editPermissions') }, async (request) => roles.create(callerOf(request), request.body));
  app.patch(P.role, { schema: { params: roleIdParamsSchema, body: updateRoleRequestSchema }, config: g(ROLES, 'editPermissions') },
    async (request) => roles.update(callerOf(request), request.params.roleId, request.body));
  app.delete(P.role, { schema: { params: roleIdParamsSchema }, config: g(ROLES, 'editPermissions') }, async (request) => roles.remove(callerOf(request), request.params.roleId));

  app.get(P.teamMembers, { schema: { querystring: teamMembersQuerySchema }, config: g(TEAM) }, async (request) => ({ data: await team.list(callerOf(request), request.query) }));
  app.get(P.teamMember, { schema: { params: memberIdParamsSchema }, config: g(TEAM) }, async (request) => ({ data: await team.get(callerOf(request), request.params.memberId) }));
  // The action is checked by the service: §6 wants its own message for "no privilege", not the generic 403.
  app.put(P.teamMemberPermissions, { schema: { params: memberIdParamsSchema, body: updateMemberPermissionsRequestSchema }, config: g(TEAM) },
    async (request) => team.updatePermissions(callerOf(request), request.params.memberId, request.body));
  app.put(P.teamMemberBifurcation, { schema: { params: memberIdParamsSchema, body: updateMemberBifurcationRequestSchema }, config: g(TEAM) },
    async (request) => team.updateAllowedBifurcation(callerOf(request), request.params.memberId, request.body.allowedBifurcation));

  app.get(P.auditLog, { schema: { querystring: auditQuerySchema }, config: g(ROLES, 'editPermissions') },
    async (request) => ({ data: await audit.page(callerOf(request).principal.brand.id, request.query) }));
}

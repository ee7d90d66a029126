/**
 * Team administration (issue 6): agents (/members/agents), roles (/members/roles), member
 * permissions (/settings/teammembers) and the audit log. Paths avoid "/users" because the console
 * sends every path containing it to the users base (§7).
 */
import { z } from 'zod';
import { emailSchema } from '../common/rules';
import { nameSchema } from '../auth/auth.schemas';
import { AGENT_STATES } from '../live-chat/live-chat.schemas';
import { permissionsSchema } from '../permissions';
import { rolePermissionsSchema } from '../member-permissions';
import { auditEntrySchema, AUDIT_ENTITIES } from '../audit/audit.schemas';
import { allowedBifurcationSchema } from '../auth/bifurcation-scope';
import { bifurcationFilterSchema } from '../auth/bifurcation.schemas';

export const MEMBERS_PATHS = {
  agents: '/admin/v1/agents',
  agent: '/admin/v1/agents/:agentId',
  deactivateAgent: '/admin/v1/agents/:agentId/deactivate',
  reactivateAgent: '/admin/v1/agents/:agentId/reactivate',
  agentAvailability: '/admin/v1/agents/:agentId/availability',
  bulkInvite: '/admin/v1/agents/bulkInvite',
  /** The role picker of the agents screen (members who see agents but not the roles screen need it too). */
  agentRoles: '/admin/v1/agentRoles',
  roles: '/admin/v1/roles',
  role: '/admin/v1/roles/:roleId',
  teamMembers: '/admin/v1/teamMembers',
  teamMember: '/admin/v1/teamMembers/:memberId',
  teamMemberPermissions: '/admin/v1/teamMembers/:memberId/permissions',
  /** The bifurcation values the member may select (issue 21, point 10). */
  teamMemberBifurcation: '/admin/v1/teamMembers/:memberId/bifurcation',
  auditLog: '/admin/v1/auditLog',
} as const;

/** Fills a path's `:param` segments. */
export const pathWith = (path: string, params: Record<string, string>): string =>
  path.replace(/:(\w+)/g, (_match, key: string) => encodeURIComponent(params[key] ?? ''));

export const MEMBERS_PAGE_SIZE = 10;

export const MEMBER_STATUSES = ['active', 'inactive'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];
export const ROLE_TYPES = ['default', 'custom'] as const;

const pageFields = {
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(MEMBERS_PAGE_SIZE),
  search: z.string().trim().max(200).optional(),
};

/** A role picked by name: the role's member list is the members whose role equals the role's name (§3). */
export const roleNameSchema = z.string().trim().min(1, 'Required').max(50, 'At most 50 characters');
export const descriptionSchema = z.string().trim().max(300, 'At most 300 characters');
export const capacitySchema = z.number().int().min(1, 'At least 1').max(50, 'At most 50');

// ---- agents -------------------------------------------------------------------------------

export const agentSchema = z.object({
  _id: z.string(),
  agentId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.string(),
  roleId: z.string(),
  ticketsEnabled: z.boolean(),
  status: z.enum(MEMBER_STATUSES),
  activated: z.boolean(),
  availability: z.enum(AGENT_STATES),
  capacity: z.number().int(),
  online: z.boolean(),
});
export type Agent = z.infer<typeof agentSchema>;

export const agentsQuerySchema = z.object({
  ...pageFields,
  role: z.string().trim().max(50).optional(),
  status: z.enum(MEMBER_STATUSES).optional(),
  availability: z.enum(AGENT_STATES).optional(),
});
export type AgentsQuery = z.output<typeof agentsQuerySchema>;

export const agentsPageSchema = z.object({ items: z.array(agentSchema), totalCount: z.number().int() });
export type AgentsPage = z.infer<typeof agentsPageSchema>;

export const agentIdParamsSchema = z.object({ agentId: z.uuid('Unknown agent') });

export const inviteAgentRequestSchema = z.object({
  email: emailSchema,
  firstName: nameSchema,
  lastName: nameSchema,
  role: roleNameSchema,
  ticketsEnabled: z.boolean().default(false),
});
export type InviteAgentRequest = z.input<typeof inviteAgentRequestSchema>;

export const updateAgentRequestSchema = z
  .object({
    firstName: nameSchema.optional(),
    lastName: nameSchema.optional(),
    role: roleNameSchema.optional(),
    ticketsEnabled: z.boolean().optional(),
    capacity: capacitySchema.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'Nothing to change');
export type UpdateAgentRequest = z.infer<typeof updateAgentRequestSchema>;

export const agentAvailabilityRequestSchema = z.object({ selectedState: z.enum(AGENT_STATES) });

/** The CSV's text (the console reads the file); columns email, firstName, lastName, role[, ticketsEnabled]. */
export const bulkInviteRequestSchema = z.object({ csv: z.string().max(200_000, 'The file is too large') });
export const CSV_COLUMNS = ['email', 'firstName', 'lastName', 'role'] as const;
export const CSV_REFUSALS = {
  badEmail: 'Invalid e-mail address',
  duplicateInFile: 'Duplicate e-mail in the file',
  alreadyMember: 'A member with this e-mail already exists',
  unknownRole: 'Unknown role',
  missingName: 'First and last name are required',
} as const;
export const bulkInviteRowSchema = z.object({ row: z.number().int(), email: z.string(), reason: z.string().optional() });
export const bulkInviteResultSchema = z.object({ accepted: z.array(bulkInviteRowSchema), refused: z.array(bulkInviteRowSchema) });
export type BulkInviteResult = z.infer<typeof bulkInviteResultSchema>;

export const MEMBERS_TEXTS = {
  invited: (email: string) => `An activation link has been sent to ${email}.`,
  emailTaken: 'A member with this e-mail already exists.',
  unknownRole: 'Unknown role.',
  agentUpdated: 'Agent updated.',
  deactivated: 'The member has been deactivated and signed out everywhere.',
  reactivated: 'The member has been reactivated.',
  cannotDeactivateSelf: 'You can not deactivate yourself.',
  deactivatedLogout: 'Your account has been deactivated. Contact your administrator.',
  tooManyRows: (rows: number, max: number) => `The file has ${rows} agents; at most ${max} can be invited at once. Nothing was invited.`,
  emptyCsv: 'The file has no agents to invite.',
  malformedCsv: (detail: string) => `The file is not a valid CSV: ${detail}`,
  roleNameTaken: 'A role with this name already exists.',
  defaultRoleReadOnly: 'Default roles can not be changed.',
  roleInUse: (count: number) =>
    `This role is assigned to ${count} member${count === 1 ? '' : 's'}. Move them to another role before deleting it.`,
  unknownParentRole: 'Unknown parent role.',
  roleCreated: 'Role created.',
  roleUpdated: 'Role updated.',
  roleDeleted: 'Role deleted.',
  permissionsUpdated: 'Permissions updated.',
  allowedValuesUpdated: 'Allowed values updated.',
} as const;

/** §6: the role picker lists the default roles but oriAdmin, then the custom roles. */
export const pickableRoleSchema = z.object({ _id: z.string(), name: z.string(), type: z.enum(ROLE_TYPES) });
export const pickableRolesSchema = z.array(pickableRoleSchema);
export type PickableRole = z.infer<typeof pickableRoleSchema>;

// ---- roles ---------------------------------------------------------------------------------

export const roleSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  type: z.enum(ROLE_TYPES),
  parentRoleId: z.string().nullable(),
  parentRoleName: z.string().nullable(),
  permissions: rolePermissionsSchema,
  memberCount: z.number().int(),
});
export type Role = z.infer<typeof roleSchema>;

export const roleMemberSchema = z.object({ _id: z.string(), email: z.string(), firstName: z.string(), lastName: z.string(), status: z.enum(MEMBER_STATUSES) });
export const roleDetailSchema = roleSchema.extend({ members: z.array(roleMemberSchema) });
export type RoleDetail = z.infer<typeof roleDetailSchema>;

export const rolesQuerySchema = z.object({ ...pageFields, type: z.enum(ROLE_TYPES).optional() });
export const rolesPageSchema = z.object({ items: z.array(roleSchema), totalCount: z.number().int() });
export type RolesPage = z.infer<typeof rolesPageSchema>;
export const roleIdParamsSchema = z.object({ roleId: z.uuid('Unknown role') });

export const createRoleRequestSchema = z.object({
  name: roleNameSchema,
  description: descriptionSchema.default(''),
  parentRoleId: z.uuid('Pick a parent role'),
  /** Defaults to the parent role's permissions. */
  permissions: rolePermissionsSchema.optional(),
});
export type CreateRoleRequest = z.input<typeof createRoleRequestSchema>;

export const updateRoleRequestSchema = z
  .object({ name: roleNameSchema.optional(), description: descriptionSchema.optional(), permissions: rolePermissionsSchema.optional() })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'Nothing to change');
export type UpdateRoleRequest = z.infer<typeof updateRoleRequestSchema>;

// ---- team members (member permission screen) -----------------------------------------------

export const teamMemberSchema = z.object({
  _id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.string(),
  status: z.enum(MEMBER_STATUSES),
  /** The member has permissions of their own on top of the role's. */
  customised: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
export const teamMembersPageSchema = z.object({ items: z.array(teamMemberSchema), totalCount: z.number().int() });
export const teamMembersQuerySchema = z.object({ ...pageFields });
export const memberIdParamsSchema = z.object({ memberId: z.uuid('Unknown member') });

export const teamMemberDetailSchema = teamMemberSchema.extend({
  rolePermissions: rolePermissionsSchema,
  permissions: permissionsSchema,
  /** Null when the caller may change these permissions, else the spec's refusal (§6). */
  refusal: z.string().nullable(),
  /** The values of each bifurcation filter the member may select; a missing or empty list allows every value. */
  allowedBifurcation: allowedBifurcationSchema,
  /** The brand's filters, every option (the screen's choices). */
  bifurcationFilters: z.array(bifurcationFilterSchema),
});
export type TeamMemberDetail = z.infer<typeof teamMemberDetailSchema>;

/** The member's full map; the server stores only what differs from the role. */
export const updateMemberPermissionsRequestSchema = permissionsSchema;

export const updateMemberBifurcationRequestSchema = z.object({ allowedBifurcation: allowedBifurcationSchema });
export type UpdateMemberBifurcationRequest = z.infer<typeof updateMemberBifurcationRequestSchema>;

// ---- audit log -----------------------------------------------------------------------------

export const auditQuerySchema = z.object({ ...pageFields, entity: z.enum(AUDIT_ENTITIES).optional() });
export const auditPageSchema = z.object({ items: z.array(auditEntrySchema), totalCount: z.number().int() });
export type AuditPage = z.infer<typeof auditPageSchema>;

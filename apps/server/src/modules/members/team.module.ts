/** Wires team administration: agents, bulk invites, roles, member permissions and the audit log's read side. */
import type { DatabaseHandle } from '@/db/client';
import type { App } from '@/plugins/type-provider';
import { AuditService } from '@/modules/audit/audit.service';
import type { AuthServices } from '@/modules/auth/auth.module';
import type { LiveChatServices } from '@/modules/live-chat/live-chat.module';
import { AgentsService } from './agents.service';
import { BulkInviteService } from './bulk-invite.service';
import { defaultInviteLimit, type InviteLimit } from './invite-limit';
import { registerTeamRoutes } from './team.routes';
import { RolesService } from './roles.service';
import { TeamMembersService } from './team-members.service';

export interface TeamModuleDeps {
  database: DatabaseHandle;
  auth: AuthServices;
  liveChat: LiveChatServices;
  /** The brand's CSV invite maximum (the configuration work supplies it; 20 by default). */
  inviteLimit?: InviteLimit;
}

export function createTeamModule({ database, auth, liveChat, inviteLimit = defaultInviteLimit }: TeamModuleDeps) {
  const db = database.db;
  const { sessions, notifier, passwords } = auth;
  const services = {
    agents: new AgentsService({ db, sessions, notifier, passwords, routing: liveChat.routing }),
    bulkInvites: new BulkInviteService({ db, passwords, inviteLimit }),
    roles: new RolesService({ db, sessions }),
    teamMembers: new TeamMembersService({ db, sessions }),
    audit: new AuditService(db),
  };
  const register = (app: App) =>
    registerTeamRoutes(app, { agents: services.agents, bulk: services.bulkInvites, roles: services.roles, team: services.teamMembers, audit: services.audit });
  return { services, register };
}

export type TeamServices = ReturnType<typeof createTeamModule>['services'];

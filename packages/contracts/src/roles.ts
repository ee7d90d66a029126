/**
 * Roles (spec §6) and their default permission maps. The role-to-route table is written down in
 * docs/decisions.md; this is its single source, used by the seed, the server guard and the menu.
 */
import { SECTIONS } from './routes';
import type { Features, Permissions } from './permissions';

export const ROLES = ['oriAdmin', 'Admin', 'Supervisor', 'Agent', 'QA', 'Trainer', 'Manager', 'AssistantManager'] as const;
export type RoleName = (typeof ROLES)[number];
/** What people read for a default role (issue 21, point 7: "oriAdmin" is the brand's owner account). */
export const ROLE_LABELS: Record<RoleName, string> = {
  oriAdmin: 'Owner', Admin: 'Admin', Supervisor: 'Supervisor', Agent: 'Agent', QA: 'QA', Trainer: 'Trainer',
  Manager: 'Manager', AssistantManager: 'Assistant Manager',
};
/** A role's name as people read it: a default role's label, a custom role's own name. */
export const roleLabel = (name: string): string => (ROLE_LABELS as Record<string, string | undefined>)[name] ?? name;

/** The role picker lists these (oriAdmin is never picked). */
export const ROLE_PICKER: readonly { value: RoleName; label: string }[] = [
  { value: 'Admin', label: 'Admin' },
  { value: 'Agent', label: 'Agent' },
  { value: 'Supervisor', label: 'Supervisor' },
  { value: 'QA', label: 'QA' },
  { value: 'Trainer', label: 'Trainer' },
  { value: 'Manager', label: 'Manager' },
  { value: 'AssistantManager', label: 'Assistant Manager' },
];

/** Resources and actions checked by the server (§5: default allowed, so denials are explicit). */
export const ACTIONS = {
  /**
   * take: take a waiting chat from the in-queue tab (§1 "agents take … chats"; issue 21, decisions.md).
   * start: start a proactive chat with a customer (issue 23).
   */
  chats: ['accept', 'reject', 'take', 'start', 'join', 'transfer', 'hold', 'escalate', 'block', 'resolve', 'invite', 'supervise', 'takeover', 'relinquish'],
  tickets: ['create', 'assign', 'respond', 'resolve', 'transfer'],
  history: ['review', 'vote', 'block', 'tag', 'download'],
  bot: ['edit', 'train', 'publish'],
  members: ['invite', 'edit', 'deactivate', 'editPermissions'],
  configuration: ['edit'],
} as const;

/** Realtime events of §4 that can be switched off per role. */
export const EVENTS = [
  'accept', 'reject', 'join', 'supervise', 'transfer', 'hold', 'escalate', 'block', 'resolve', 'takeover',
  'relinquish', 'inviteAgent', 'tags', 'typing', 'messageSeen', 'agentStateChange', 'liveStats', 'dialogueTraining',
] as const;

const ALL = '*';
type Grant = typeof ALL | readonly string[];

/** Sections (and, where limited, their children) each role sees. '*' is everything. */
const ROLE_ROUTES: Record<RoleName, Grant> = {
  oriAdmin: ALL,
  Admin: ALL,
  Supervisor: ['/', '/analytics', '/chats', '/history', '/tickethistory', '/tickets', '/users',
    '/members/agents', '/members/groups', '/members/canned_responses', '/members/tags',
    '/settings/downtime', '/settings/profile'],
  Agent: ['/', '/chats', '/history', '/tickethistory', '/tickets', '/users', '/settings/profile'],
  QA: ['/', '/analytics/chatlog', '/analytics/botsuccessmetrics', '/analytics/feedback', '/analytics/fracture',
    '/analytics/accuracy', '/history', '/tickethistory', '/users', '/automatedtesting', '/modelmanagement',
    '/settings/profile'],
  Trainer: ['/', '/analytics/query', '/analytics/fracture', '/analytics/accuracy', '/history', '/botbuilder',
    '/modelmanagement', '/dms', '/automatedtesting', '/settings/profile', '/settings/ml_configuration'],
  Manager: ['/', '/analytics', '/chats', '/history', '/tickethistory', '/tickets', '/users', '/members', '/console',
    '/whatsapp_template', '/settings/downtime', '/settings/profile', '/settings/teammembers'],
  AssistantManager: ['/', '/analytics', '/chats', '/history', '/tickethistory', '/tickets', '/users',
    '/members/agents', '/members/groups', '/members/canned_responses', '/members/tags', '/whatsapp_template',
    '/settings/downtime', '/settings/profile'],
};

const DENIED_ACTIONS: Record<RoleName, Partial<Record<keyof typeof ACTIONS, readonly string[]>>> = {
  oriAdmin: {},
  Admin: {},
  Supervisor: { bot: ['edit', 'train', 'publish'], configuration: ['edit'], members: ['editPermissions'] },
  Agent: {
    chats: ['supervise', 'takeover'], bot: ['edit', 'train', 'publish'], configuration: ['edit'],
    members: ['invite', 'edit', 'deactivate', 'editPermissions'], history: ['review'],
  },
  QA: { chats: [...ACTIONS.chats], tickets: [...ACTIONS.tickets], bot: ['edit', 'train', 'publish'], configuration: ['edit'],
    members: ['invite', 'edit', 'deactivate', 'editPermissions'] },
  Trainer: { chats: [...ACTIONS.chats], tickets: [...ACTIONS.tickets], configuration: ['edit'],
    members: ['invite', 'edit', 'deactivate', 'editPermissions'] },
  Manager: { bot: ['edit', 'train', 'publish'] },
  AssistantManager: { bot: ['edit', 'train', 'publish'], configuration: ['edit'], members: ['editPermissions'] },
};

const DENIED_EVENTS: Record<RoleName, readonly string[]> = {
  oriAdmin: [], Admin: [], Supervisor: [], Manager: [], AssistantManager: [],
  Agent: ['supervise', 'takeover'],
  QA: ['accept', 'reject', 'join', 'supervise', 'transfer', 'hold', 'escalate', 'block', 'resolve', 'takeover', 'relinquish', 'inviteAgent'],
  Trainer: ['accept', 'reject', 'join', 'supervise', 'transfer', 'hold', 'escalate', 'block', 'resolve', 'takeover', 'relinquish', 'inviteAgent'],
};

function featuresFor(grant: Grant): Features {
  const granted = (path: string) => grant === ALL || grant.includes(path);
  const features: Features = {};
  for (const section of SECTIONS) {
    const children = Object.fromEntries(
      (section.children ?? []).filter((child) => child.menu).map((child) => [child.path, { isAllowed: granted(section.path) || granted(child.path) }]),
    );
    const anyChild = Object.values(children).some((child) => child.isAllowed);
    features[section.path] = { isAllowed: granted(section.path) || anyChild, children };
  }
  return features;
}

export function defaultPermissions(role: RoleName, ticketsEnabled: boolean): Permissions {
  const actions = Object.fromEntries(
    Object.entries(ACTIONS).map(([resource, names]) => {
      const denied = DENIED_ACTIONS[role][resource as keyof typeof ACTIONS] ?? [];
      return [resource, Object.fromEntries(names.map((name) => [name, !denied.includes(name)]))];
    }),
  );
  const events = Object.fromEntries(EVENTS.map((event) => [event, !DENIED_EVENTS[role].includes(event)]));
  return { features: featuresFor(ROLE_ROUTES[role]), actions, events, ticketsEnabled };
}

/** The roles that count as a brand's admins (e.g. who may publish past the publish gate): a custom role ranks as its base role. */
export const isAdminRole = (role: RoleName): boolean => role === 'Admin' || role === 'oriAdmin';

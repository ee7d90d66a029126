/**
 * The console's route and menu tree (spec §2). Sections are the side-menu groups; their children are
 * the menu entries. `area` names the feature folder that owns a page. Paths use react-router patterns;
 * the spec's `id={x}&type={y}` segments are a single `:param` segment parsed by the page.
 */

export const AREAS = [
  'auth', 'dashboard', 'live-chat', 'tickets', 'history', 'customers', 'analytics', 'bot-builder',
  'dialogues', 'test-runs', 'models', 'members', 'settings', 'templates', 'reports',
] as const;
export type Area = (typeof AREAS)[number];

export interface RouteNode {
  /** Full path (react-router pattern). */
  path: string;
  title: string;
  area: Area;
  /** Listed in the side menu. Detail and sub-screens are not. */
  menu: boolean;
  /** The issue that builds this page; pages not built yet say so. */
  builtBy?: number;
  children?: RouteNode[];
}

export interface SectionNode extends RouteNode {
  /** The side-menu group title. */
  menuGroup: string;
}

const page = (path: string, title: string, area: Area, builtBy?: number, menu = true): RouteNode =>
  builtBy === undefined ? { path, title, area, menu } : { path, title, area, menu, builtBy };
const detail = (path: string, title: string, area: Area, builtBy?: number): RouteNode =>
  page(path, title, area, builtBy, false);

export const SECTIONS: readonly SectionNode[] = [
  { path: '/', title: 'Dashboard', menuGroup: 'Dashboard', area: 'dashboard', menu: true, builtBy: 3 },
  {
    path: '/analytics', title: 'Analytics', menuGroup: 'Analytics', area: 'analytics', menu: true,
    children: [
      page('/analytics/chatlog', 'Chat Log', 'analytics', 24),
      page('/analytics/usages', 'Usages', 'analytics', 24),
      page('/analytics/event', 'Events', 'analytics', 24),
      page('/analytics/query', 'Queries', 'analytics', 24),
      page('/analytics/genai', 'Generative AI', 'analytics', 24),
      page('/analytics/livechat', 'Live Chat', 'analytics', 24),
      page('/analytics/ticket', 'Tickets', 'analytics', 24),
      page('/analytics/botsuccessmetrics', 'Bot Success Metrics', 'analytics', 24),
      page('/analytics/sessionflow', 'Session Flow', 'analytics', 24),
      page('/analytics/conversions', 'Conversions', 'analytics', 24),
      page('/analytics/feedback', 'Feedback', 'analytics', 24),
      page('/analytics/fracture', 'Fracture', 'analytics', 24),
      page('/analytics/accuracy', 'Accuracy', 'analytics', 24),
      page('/analytics/agent_monitoring', 'Agent Monitoring', 'analytics', 3),
      page('/analytics/kpi', 'KPI', 'analytics', 24),
    ],
  },
  { path: '/chats', title: 'Chats', menuGroup: 'Chats', area: 'live-chat', menu: true, builtBy: 3 },
  { path: '/history', title: 'Chat History', menuGroup: 'Chat History', area: 'history', menu: true, builtBy: 5 },
  { path: '/tickethistory', title: 'Ticket History', menuGroup: 'Ticket History', area: 'history', menu: true, builtBy: 5 },
  {
    path: '/modelmanagement', title: 'Model Management', menuGroup: 'Model Management', area: 'models', menu: true,
    children: [
      page('/modelmanagement/intentclassifier_model', 'Intent Classifier Model', 'models', 4),
      page('/modelmanagement/faq_model', 'FAQ Model', 'models', 4),
    ],
  },
  {
    path: '/botbuilder', title: 'Bot Builder', menuGroup: 'Bot Builder', area: 'bot-builder', menu: true,
    children: [
      page('/botbuilder/workflows', 'Workflows', 'bot-builder', 4),
      detail('/botbuilder/workflows/:wid', 'Workflow', 'bot-builder', 4),
      page('/botbuilder/botmessages', 'Bot Messages', 'bot-builder', 4),
      detail('/botbuilder/botmessages/:messageRef', 'Bot Message', 'bot-builder', 4),
      page('/botbuilder/brandfunctions', 'Brand Functions', 'bot-builder', 4),
      detail('/botbuilder/brandfunctions/:brandFunctionId', 'Brand Function', 'bot-builder', 4),
      page('/botbuilder/events', 'Events', 'bot-builder', 4),
      page('/botbuilder/botparams', 'Bot Params', 'bot-builder', 4),
      page('/botbuilder/intents', 'Intents', 'bot-builder', 4),
      detail('/botbuilder/intents/:intentId', 'Intent', 'bot-builder', 4),
      page('/botbuilder/entities', 'Entities', 'bot-builder', 4),
      detail('/botbuilder/entities/:entityRef', 'Entity', 'bot-builder', 4),
      page('/botbuilder/environmentvariables', 'Environment Variables', 'bot-builder', 4),
      page('/botbuilder/catalogue', 'Catalogue', 'bot-builder', 4),
      detail('/botbuilder/catalogue/:productId', 'Product', 'bot-builder', 4),
      page('/botbuilder/faqbuilder', 'FAQ Builder', 'bot-builder', 4),
      page('/botbuilder/generativefaq', 'Generative FAQ', 'bot-builder', 4),
    ],
  },
  {
    path: '/tickets', title: 'Tickets', menuGroup: 'Tickets', area: 'tickets', menu: true, builtBy: 5,
    children: [detail('/tickets/:ticketId', 'Ticket', 'tickets', 5)],
  },
  {
    path: '/users', title: 'Customers', menuGroup: 'Customers', area: 'customers', menu: true, builtBy: 5,
    children: [detail('/users/:customerRef', 'Customer Profile', 'customers', 5)],
  },
  {
    path: '/members', title: 'Members', menuGroup: 'Members', area: 'members', menu: true,
    children: [
      page('/members/agents', 'Agents', 'members', 6),
      detail('/members/agents/edit', 'Edit Agent', 'members', 6),
      page('/members/roles', 'Roles', 'members', 6),
      detail('/members/roles/individual', 'Role', 'members', 6),
      page('/members/groups', 'Groups', 'members', 6),
      detail('/members/groups/add', 'Add Group', 'members', 6),
      detail('/members/groups/edit', 'Edit Group', 'members', 6),
      page('/members/canned_responses', 'Canned Responses', 'members', 6),
      page('/members/tags', 'Tags', 'members', 6),
      page('/members/configuration', 'Configuration', 'members', 6),
    ],
  },
  {
    path: '/console', title: 'Console', menuGroup: 'Console', area: 'reports', menu: true,
    children: [
      page('/console/reports', 'Reports', 'reports', 27),
      page('/console/apilogs', 'API Logs', 'reports', 27),
      page('/console/reports_ui', 'UI Reports', 'reports', 27),
    ],
  },
  {
    path: '/automatedtesting', title: 'Automated Testing', menuGroup: 'Automated Testing', area: 'test-runs', menu: true,
    children: [
      page('/automatedtesting/testcases', 'Test Cases', 'test-runs', 26),
      detail('/automatedtesting/testcases/:testCaseId', 'Test Case', 'test-runs', 26),
      page('/automatedtesting/testruns', 'Test Runs', 'test-runs', 26),
      detail('/automatedtesting/testruns/testresults', 'Test Results', 'test-runs', 26),
    ],
  },
  {
    path: '/dms', title: 'Dialogue Management', menuGroup: 'Dialogue Management', area: 'dialogues', menu: true,
    children: [
      page('/dms/domains', 'Domains', 'dialogues', 30),
      page('/dms/dialogues', 'Dialogues', 'dialogues', 30),
      detail('/dms/dialogues/:storyId', 'Dialogue', 'dialogues', 30),
      page('/dms/actions', 'Actions', 'dialogues', 30),
      page('/dms/training_logs', 'Training Logs', 'dialogues', 30),
      page('/dms/workflow_tree', 'Workflow Tree', 'dialogues', 30),
      page('/dms/users_journey', 'Users Journey', 'dialogues', 30),
      detail('/dms/users_journey/:journeyId', 'User Journey', 'dialogues', 30),
    ],
  },
  {
    path: '/whatsapp_template', title: 'WhatsApp Template', menuGroup: 'WhatsApp Template', area: 'templates', menu: true,
    children: [
      page('/whatsapp_template/template_master', 'Template Master', 'templates', 25),
      detail('/whatsapp_template/template_master/create', 'Create Template', 'templates', 25),
      page('/whatsapp_template/sender', 'Sender', 'templates', 25),
      page('/whatsapp_template/broadcast_history', 'Broadcast History', 'templates', 25),
      page('/whatsapp_template/template_cta', 'Template CTA', 'templates', 25),
    ],
  },
  {
    path: '/settings', title: 'Settings', menuGroup: 'Settings', area: 'settings', menu: true,
    children: [
      page('/settings/downtime', 'Downtime', 'settings', 6),
      page('/settings/profile', 'Profile', 'settings', 6),
      page('/settings/teammembers', 'Team Members', 'settings', 6),
      detail('/settings/teammembers/:memberId', 'Member Permissions', 'settings', 6),
      page('/settings/ml_configuration', 'ML Configuration', 'settings', 6),
    ],
  },
];

export const AUTH_ROUTES = {
  root: '/auth',
  login: '/auth/login',
  forgotPassword: '/auth/forgotpassword',
  resetPassword: '/auth/resetpassword',
  activate: '/auth/activate',
  ssoLanding: '/verify-ms-auth',
} as const;

/** Every route node, sections first then their descendants, depth-first. */
export function allRoutes(sections: readonly RouteNode[] = SECTIONS): RouteNode[] {
  return sections.flatMap((node) => [node, ...allRoutes(node.children ?? [])]);
}

/** The section a path belongs to ('/' for the dashboard). */
export function sectionPathOf(pathname: string): string {
  const first = pathname.split('/').filter(Boolean)[0];
  return first === undefined ? '/' : `/${first}`;
}

/**
 * The console's built pages by route path, each loaded on demand. Kept apart from the route tree so that the
 * build can tell the start-up code which files the page being opened needs (vite/route-preloads.ts).
 */
import type { ComponentType } from 'react';

export type LazyPage = () => Promise<{ default: ComponentType }>;

/** Pages built for real; everything else is NotBuiltYet until its issue lands. */
export const PAGES: Readonly<Record<string, LazyPage>> = {
  '/': () => import('@/features/dashboard/routes/dashboard-page'),
  '/analytics/chatlog': () => import('@/features/analytics/routes/chatlog-page'),
  '/analytics/usages': () => import('@/features/analytics/routes/usages-page'),
  '/analytics/botsuccessmetrics': () => import('@/features/analytics/routes/bot-success-page'),
  '/analytics/livechat': () => import('@/features/analytics/routes/live-chat-page'),
  '/analytics/ticket': () => import('@/features/analytics/routes/ticket-report-page'),
  '/analytics/feedback': () => import('@/features/analytics/routes/feedback-page'),
  '/analytics/kpi': () => import('@/features/analytics/routes/kpi-page'),
  '/analytics/agent_monitoring': () => import('@/features/analytics/routes/agent-monitoring-page'),
  '/settings/profile': () => import('@/features/settings/routes/profile-page'),
  '/chats': () => import('@/features/live-chat/routes/chats-page'),
  '/tickets': () => import('@/features/tickets/routes/tickets-page'),
  '/tickets/:ticketId': () => import('@/features/tickets/routes/ticket-page'),
  '/tickethistory': () => import('@/features/ticket-history/routes/ticket-history-page'),
  '/members/groups': () => import('@/features/members/routes/groups-page'),
  '/members/groups/add': () => import('@/features/members/routes/group-edit-page'),
  '/members/groups/edit': () => import('@/features/members/routes/group-edit-page'),
  '/members/canned_responses': () => import('@/features/members/routes/canned-responses-page'),
  '/members/tags': () => import('@/features/members/routes/tags-page'),
  '/members/configuration': () => import('@/features/members/routes/configuration-page'),
  '/settings/downtime': () => import('@/features/settings/routes/downtime-page'),
  '/settings/ml_configuration': () => import('@/features/settings/routes/ml-configuration-page'),
  '/members/agents': () => import('@/features/members/routes/agents-page'),
  '/members/agents/edit': () => import('@/features/members/routes/agent-edit-page'),
  '/members/roles': () => import('@/features/members/routes/roles-page'),
  '/members/roles/individual': () => import('@/features/members/routes/role-page'),
  '/settings/teammembers': () => import('@/features/settings/routes/team-members-page'),
  '/settings/teammembers/:memberId': () => import('@/features/settings/routes/member-permissions-page'),
  '/botbuilder/workflows': () => import('@/features/bot-builder/routes/workflows-page'),
  '/botbuilder/workflows/:wid': () => import('@/features/bot-builder/routes/workflow-page'),
  '/botbuilder/botparams': () => import('@/features/bot-builder/routes/bot-params-page'),
  '/botbuilder/intents': () => import('@/features/bot-builder/routes/intents-page'),
  '/botbuilder/intents/:intentId': () => import('@/features/bot-builder/routes/intent-page'),
  '/botbuilder/entities': () => import('@/features/bot-builder/routes/entities-page'),
  '/botbuilder/entities/:entityRef': () => import('@/features/bot-builder/routes/entity-page'),
  '/botbuilder/faqbuilder': () => import('@/features/bot-builder/routes/faq-builder-page'),
  '/botbuilder/generativefaq': () => import('@/features/bot-builder/routes/generative-faq-page'),
  '/botbuilder/botmessages': () => import('@/features/bot-builder/routes/bot-messages-page'),
  '/botbuilder/botmessages/:messageRef': () => import('@/features/bot-builder/routes/bot-message-page'),
  '/botbuilder/brandfunctions': () => import('@/features/bot-builder/routes/brand-functions-page'),
  '/botbuilder/brandfunctions/:brandFunctionId': () => import('@/features/bot-builder/routes/brand-function-page'),
  '/botbuilder/events': () => import('@/features/bot-builder/routes/events-page'),
  '/botbuilder/environmentvariables': () => import('@/features/bot-builder/routes/environment-variables-page'),
  '/botbuilder/catalogue': () => import('@/features/bot-builder/routes/catalogue-page'),
  '/botbuilder/catalogue/:productId': () => import('@/features/bot-builder/routes/product-page'),
  '/modelmanagement/intentclassifier_model': () => import('@/features/models/routes/intent-classifier-page'),
  '/modelmanagement/faq_model': () => import('@/features/models/routes/faq-model-page'),
  '/history': () => import('@/features/history/routes/history-page'),
  '/users': () => import('@/features/customers/routes/customers-page'),
  '/users/:customerRef': () => import('@/features/customers/routes/customer-profile-page'),
};


/**
 * The protected route tree, generated from the contracts' SECTIONS (spec §2). Every page is lazily
 * loaded; pages not built yet share the NotBuiltYet screen. A section with menu entries redirects its
 * bare path to the first entry the user may see.
 */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { SECTIONS, type RouteNode } from '@switchboard/contracts/routes';
import type { RouteHandle } from '@/lib/route-handle';

type LazyPage = () => Promise<{ default: ComponentType }>;
type LazyRoute = NonNullable<RouteObject['lazy']>;

const notBuiltYet: LazyPage = () => import('@/components/not-built-yet');
const sectionRedirect: LazyPage = () => import('@/app/guards/section-redirect');

/** Pages built for real; everything else is NotBuiltYet until its issue lands. */
export const PAGES: Readonly<Record<string, LazyPage>> = {
  '/': () => import('@/features/dashboard/routes/dashboard-page'),
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

export const lazyPage = (load: LazyPage): LazyRoute => async () => ({ Component: (await load()).default });

const pageFor = (node: RouteNode) => lazyPage(PAGES[node.path] ?? notBuiltYet);
const handleOf = (node: RouteNode): RouteHandle => ({ node });

function sectionRoute(section: RouteNode): RouteObject {
  if (section.path === '/') return { index: true, handle: handleOf(section), lazy: pageFor(section) };
  const children = section.children ?? [];
  const index: RouteObject = children.some((child) => child.menu)
    ? { index: true, lazy: lazyPage(sectionRedirect) }
    : { index: true, lazy: pageFor(section) };
  return {
    path: section.path,
    handle: handleOf(section),
    children: [index, ...children.map((child) => ({ path: child.path, handle: handleOf(child), lazy: pageFor(child) }))],
  };
}

export const sectionRoutes = (): RouteObject[] => SECTIONS.map(sectionRoute);

/**
 * admin/v2/startLiveChatSession and POST /admin/v2/blank (proactive chats), GET /admin/v1/getLiveKpi (the agent's
 * own KPIs today) and POST /admin/v1/shownJcrContent (the chat's agent opened it), issue 23.
 */
import { LIVE_CHAT_PATHS, shownJcrContentBodySchema } from '@switchboard/contracts/live-chat/live-chat.api';
import { LIVE_KPI_PATH, liveKpiQuerySchema } from '@switchboard/contracts/live-chat/live-kpi.api';
import { blankMessageBodySchema, PROACTIVE_PATHS, startLiveChatBodySchema } from '@switchboard/contracts/live-chat/proactive.api';
import { callerOf } from '@/plugins/auth';
import type { App } from '@/plugins/type-provider';
import { memberOf } from './chat-access';
import type { ChatDirectoryService } from './chat-directory.service';
import type { ProactiveChatService } from './proactive-chat.service';

const startGuard = { guard: { feature: '/chats', action: ['chats', 'start'] } } as const;

export function registerProactiveRoutes(
  app: App,
  { proactive, directory }: { proactive: ProactiveChatService; directory: ChatDirectoryService },
): void {
  app.post(PROACTIVE_PATHS.startLiveChatSession, { schema: { body: startLiveChatBodySchema }, config: startGuard }, async (request) => {
    const { session, started } = await proactive.start(memberOf(callerOf(request)), request.body.psid);
    return { data: { sessionId: session.sessionId, psid: session.psid, chatState: session.chatState, started } };
  });

  app.post(PROACTIVE_PATHS.blank, { schema: { body: blankMessageBodySchema }, config: startGuard }, async (request) => ({
    data: await proactive.blank(memberOf(callerOf(request)), request.body),
  }));

  app.get(LIVE_KPI_PATH, { schema: { querystring: liveKpiQuerySchema }, config: { guard: { feature: '/chats' } } }, async (request) => {
    return { data: { agentKpis: await directory.agentKpis(memberOf(callerOf(request)), request.query.from) } };
  });

  app.post(LIVE_CHAT_PATHS.shownJcrContent, { schema: { body: shownJcrContentBodySchema }, config: { guard: { feature: '/chats' } } }, async (request) => ({
    data: await directory.markOpened(memberOf(callerOf(request)), request.body.sessionId),
  }));
}

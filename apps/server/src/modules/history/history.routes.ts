/** Chat history calls of §7 (paths in contracts' HISTORY_PATHS); each needs the /history feature (userProfileWidgets: /chats or /history). */
import { createReadStream } from 'node:fs';
import { z } from 'zod';
import {
  blockStatusBodySchema, chatlogFileUrl, downloadChatlogBodySchema, filtersQueryBodySchema, HISTORY_PATHS, HISTORY_TEXTS,
  reviewStatusBodySchema, sendTemplateBodySchema, sessionBodySchema, updateTagsBodySchema, userProfileWidgetsBodySchema, voteBodySchema,
} from '@switchboard/contracts/history/history.schemas';
import { WHATSAPP_TEXTS, type SendTemplateFromChat } from '@switchboard/contracts/whatsapp/whatsapp.window';
import { callerOf } from '@/plugins/auth';
import { scopeOf } from '@/plugins/bifurcation';
import { notFound } from '@/plugins/http-errors';
import type { App } from '@/plugins/type-provider';
import { CONTENT_TYPES } from './chatlog-file';
import type { HistoryAction, HistoryService } from './history.service';
import type { ProfileWidgetsService } from '@/modules/live-chat/profile-widgets.service';

const history = { guard: { feature: '/history' } } as const;
/** §5 actions on top of the /history feature, checked by the guard before the body is validated. */
const historyAction = (action: HistoryAction) => ({ guard: { feature: '/history', action: ['history', action] } }) as const;

/** Sends an approved template to a messaging-channel chat's customer (the WhatsApp module's TemplateFromChat). */
export interface TemplateSender {
  send(member: { userId: string; name: string; brandId: string }, input: SendTemplateFromChat): Promise<unknown>;
}

export function registerHistoryRoutes(app: App, service: HistoryService, profileWidgets: ProfileWidgetsService, templates: TemplateSender): void {
  app.get(HISTORY_PATHS.filters, { config: history }, async (request) => ({ data: await service.filters(callerOf(request).principal) }));

  app.post(HISTORY_PATHS.filtersQuery, { schema: { body: filtersQueryBodySchema }, config: history }, async (request) => ({
    data: await service.query(scopeOf(request), request.body),
  }));

  app.post(HISTORY_PATHS.chatLogsBySessionId, { schema: { body: sessionBodySchema }, config: history }, async (request) => ({
    data: await service.chatLog(scopeOf(request), request.body.sessionId),
  }));

  app.post(HISTORY_PATHS.reviewStatus, { schema: { body: reviewStatusBodySchema }, config: historyAction('review') }, async (request) => {
    const { principal } = callerOf(request);
    return { data: await service.review(scopeOf(request), principal, request.body.sessionId, request.body.reviewStatus), message: HISTORY_TEXTS.reviewSaved };
  });

  app.put(HISTORY_PATHS.blockStatus, { schema: { body: blockStatusBodySchema }, config: historyAction('block') }, async (request) => {
    const data = await service.block(scopeOf(request), request.body.sessionId, request.body.blockedStatus);
    return { data, message: data.blockedStatus ? HISTORY_TEXTS.blocked : HISTORY_TEXTS.unblocked };
  });

  app.put(HISTORY_PATHS.updateTags, { schema: { body: updateTagsBodySchema }, config: historyAction('tag') }, async (request) => {
    return { data: await service.updateTags(scopeOf(request), request.body.sessionId, request.body.selectedTags), message: HISTORY_TEXTS.tagsSaved };
  });

  // Live chat's profile panel and history's transcript both call it: either screen will do (the service checks the chat).
  app.post(HISTORY_PATHS.userProfileWidgets, { schema: { body: userProfileWidgetsBodySchema }, config: { guard: { anyFeature: ['/chats', '/history'] } } },
    async (request) => ({ data: await profileWidgets.request(callerOf(request), request.body) }));

  // §7: translateAndSave answers data { message, chatlogId, psid }; voteChatlog takes the same vote.
  app.post(HISTORY_PATHS.translateAndSave, { schema: { body: voteBodySchema }, config: historyAction('vote') }, async (request) => {
    const data = await service.vote(scopeOf(request), request.body, { brandId: callerOf(request).principal.brand.id, logger: request.log });
    return { data, message: data.message };
  });
  app.put(HISTORY_PATHS.voteChatlog, { schema: { body: voteBodySchema }, config: historyAction('vote') }, async (request) => {
    const data = await service.vote(scopeOf(request), request.body);
    return { data, message: data.message };
  });

  app.post(HISTORY_PATHS.downloadChatlog, { schema: { body: downloadChatlogBodySchema }, config: historyAction('download') }, async (request) => {
    const { principal } = callerOf(request);
    const fileName = await service.download(scopeOf(request), principal, request.body.sessionId, request.body.format);
    return { data: { downloadUrl: chatlogFileUrl(fileName), fileName } };
  });

  app.get(HISTORY_PATHS.chatlogFile, { schema: { params: z.object({ fileName: z.string().max(120) }) }, config: historyAction('download') }, async (request, reply) => {
    const { principal } = callerOf(request);
    const file = await service.findFile(principal, request.params.fileName);
    if (!file) throw notFound(HISTORY_TEXTS.unknownFile);
    return reply
      .type(CONTENT_TYPES[file.format])
      .header('content-disposition', `attachment; filename="${request.params.fileName}"`)
      .send(createReadStream(file.path));
  });

  // From /history's transcript and from the live chat's composer (issue 25): either screen will do.
  app.post(HISTORY_PATHS.sendTemplateFromChatHistory, { schema: { body: sendTemplateBodySchema }, config: { guard: { anyFeature: ['/chats', '/history'] } } },
    async (request) => {
      await service.assertVisible(scopeOf(request), request.body.sessionId);
      const { principal } = callerOf(request);
      const data = await templates.send({ userId: principal.userId, name: `${principal.firstName} ${principal.lastName}`.trim(), brandId: principal.brand.id }, request.body);
      return { data, message: WHATSAPP_TEXTS.templateSent };
    });
}

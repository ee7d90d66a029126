/** Bot messages (pages /botbuilder/botmessages…) and the variation list. */
import { z } from 'zod';
import { BOT_BUILDER_PATHS as P, BOT_BUILDER_TEXTS as BT } from '@switchboard/contracts/bot-builder/bot-builder.api';
import { BOT_MESSAGE_PATHS as M, botMessageCreateSchema, botMessageListQuerySchema } from '@switchboard/contracts/bot-builder/bot-message.api';
import { botMessageInputSchema } from '@switchboard/contracts/bot-builder/bot-message.schemas';
import { callerOf } from '@/plugins/auth';
import type { App } from '@/plugins/type-provider';
import { botCaller } from './bot-builder.access';
import type { BotMessagesService } from './bot-messages.service';
import { VARIATION_LIST } from './variation-list';

const guard = { feature: '/botbuilder/botmessages' } as const;
const edit = { ...guard, action: ['bot', 'edit'] } as const;
const params = z.object({ messageId: z.string() });

export function registerBotMessageRoutes(app: App, messages: BotMessagesService): void {
  const brandOf = (request: { auth: Parameters<typeof callerOf>[0]['auth'] }) => botCaller(callerOf(request)).brand.id;

  app.get(P.botMessageVariationList, { config: { guard } }, async () => ({ data: { variationList: VARIATION_LIST } }));
  app.get(P.botMessages, { schema: { querystring: botMessageListQuerySchema }, config: { guard } }, async (request) => ({
    data: await messages.list(brandOf(request), request.query),
  }));
  app.post(P.botMessages, { schema: { body: botMessageCreateSchema }, config: { guard: edit } }, async (request) => ({
    data: await messages.create(brandOf(request), request.body),
  }));
  app.get(P.botMessage, { schema: { params }, config: { guard } }, async (request) => ({
    data: await messages.get(brandOf(request), request.params.messageId),
  }));
  app.put(P.botMessage, { schema: { params, body: botMessageInputSchema }, config: { guard: edit } }, async (request) => ({
    data: await messages.update(brandOf(request), request.params.messageId, request.body),
    message: BT.updated,
  }));
  app.delete(P.botMessage, { schema: { params }, config: { guard: edit } }, async (request) => {
    await messages.remove(brandOf(request), request.params.messageId);
    return { data: { id: request.params.messageId } };
  });
  app.post(M.duplicate, { schema: { params }, config: { guard: edit } }, async (request) => ({
    data: await messages.duplicate(brandOf(request), request.params.messageId),
  }));
}

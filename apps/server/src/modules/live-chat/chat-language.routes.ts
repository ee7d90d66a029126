/**
 * GET/POST /admin/v1/translate (whether translation is configured; one message in the agent's language),
 * POST /admin/v1/selectCustomerLanguage (by sessionId) and PUT /admin/v1/customerLanguage (by psid): staff set
 * the customer's language, answered with 'Customer Language Updated' (§8).
 */
import {
  customerLanguageBodySchema, selectCustomerLanguageBodySchema, translateBodySchema, TRANSLATION_PATHS, TRANSLATION_TEXTS,
} from '@switchboard/contracts/translation/translation.schemas';
import { callerOf } from '@/plugins/auth';
import type { App } from '@/plugins/type-provider';
import type { TranslationService } from '@/modules/translation/translation.service';
import { memberOf } from './chat-access';
import type { ChatLanguageService } from './chat-language.service';

const chats = { guard: { feature: '/chats' } } as const;

export function registerChatLanguageRoutes(app: App, { language, translation }: { language: ChatLanguageService; translation: TranslationService }): void {
  app.get(TRANSLATION_PATHS.translate, { config: chats }, async (request) => ({
    data: await translation.status(callerOf(request).principal.brand.id),
  }));

  app.post(TRANSLATION_PATHS.translate, { schema: { body: translateBodySchema }, config: chats }, async (request) => {
    const auth = callerOf(request);
    const { sessionId, chatlogId, target } = request.body;
    return { data: await language.translateMessage(memberOf(auth), auth.principal.brand.id, sessionId, chatlogId, target) };
  });

  app.post(TRANSLATION_PATHS.selectCustomerLanguage, { schema: { body: selectCustomerLanguageBodySchema }, config: chats }, async (request) => ({
    data: await language.select(memberOf(callerOf(request)), request.body.sessionId, request.body.session_language),
    message: TRANSLATION_TEXTS.updated,
  }));

  app.put(TRANSLATION_PATHS.customerLanguage, { schema: { body: customerLanguageBodySchema }, config: chats }, async (request) => ({
    data: await language.selectForCustomer(memberOf(callerOf(request)), request.body.psid, request.body.session_language),
    message: TRANSLATION_TEXTS.updated,
  }));
}

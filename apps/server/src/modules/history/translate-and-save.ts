/**
 * What translateAndSave stores beside the vote (docs/decisions.md, "Translation"): the reviewer's own translation
 * when they typed one; else the message machine-translated into their language, unless it already has a
 * translation (a live chat's, or an agent's own wording sent translated, which a typed one does not replace either),
 * has no text, is in their language already, or no translation service is configured or it fails (the vote alone
 * is saved then).
 */
import type { FastifyBaseLogger } from 'fastify';
import { plainTextOf } from '@switchboard/contracts/common/rich-text';
import type { VoteBody } from '@switchboard/contracts/history/history.schemas';
import { DEFAULT_AGENT_LANGUAGE } from '@switchboard/contracts/translation/translation.schemas';
import type { ChatMessageRow } from '@/db/schema/chat-messages';
import { withCallContext } from '@/lib/outbound-calls';
import { detectLanguage } from '@/modules/translation/language-detector';
import type { TranslationService } from '@/modules/translation/translation.service';

export type TranslateLogger = Pick<FastifyBaseLogger, 'warn'>;

export interface SavedTranslation { text: string; language: string }

export async function translationToSave(
  translation: TranslationService, brandId: string, message: ChatMessageRow, body: VoteBody, sessionLanguage: string, logger: TranslateLogger,
): Promise<SavedTranslation | undefined> {
  const target = body.target ?? DEFAULT_AGENT_LANGUAGE;
  // An agent's own wording (their message went out translated) is never overwritten.
  if (message.sender === 'admin' && message.translation !== null) return undefined;
  if (body.translatedText) return { text: body.translatedText, language: target };
  if (message.translation !== null) return undefined;
  // A message without text (a carousel, an image) takes the vote alone.
  const plain = plainTextOf(message.content).trim();
  if (!plain) return undefined;
  const source = (await detectLanguage(plain)) ?? sessionLanguage;
  if (source === target) return undefined;
  // Without a translation service the vote is still saved (the console says translation is not configured).
  const translator = await translation.translatorFor(brandId);
  if (!translator) return undefined;
  try {
    // Logged under the message it translates (API logs, issue 27).
    const text = await withCallContext({ sessionId: message.sessionId, chatlogId: message.chatlogId },
      () => translator.translate({ text: message.content.text ?? '', source, target, format: message.content.format ?? 'text' }));
    return { text, language: target };
  } catch (err) {
    // The vote is the reviewer's point: it is saved even when the service fails (the answer says translation null).
    logger.warn({ err, chatlogId: message.chatlogId }, 'translateAndSave: the translation failed; the vote alone is saved');
    return undefined;
  }
}

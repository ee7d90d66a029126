/**
 * What translateAndSave stores beside the vote (docs/decisions.md, "Translation"): the reviewer's own translation
 * when they typed one; else the message machine-translated into their language, unless it already has a
 * translation (a live chat's, or an agent's own wording sent translated), is in their language already, or no
 * translation service is configured (the vote alone is saved then).
 */
import { plainTextOf } from '@switchboard/contracts/common/rich-text';
import type { VoteBody } from '@switchboard/contracts/history/history.schemas';
import { DEFAULT_AGENT_LANGUAGE, TRANSLATION_TEXTS } from '@switchboard/contracts/translation/translation.schemas';
import type { ChatMessageRow } from '@/db/schema/chat-messages';
import { businessRule } from '@/plugins/http-errors';
import { detectLanguage } from '@/modules/translation/language-detector';
import type { TranslationService } from '@/modules/translation/translation.service';

export interface SavedTranslation { text: string; language: string }

export async function translationToSave(
  translation: TranslationService, brandId: string, message: ChatMessageRow, body: VoteBody, sessionLanguage: string,
): Promise<SavedTranslation | undefined> {
  const target = body.target ?? DEFAULT_AGENT_LANGUAGE;
  if (body.translatedText) return { text: body.translatedText, language: target };
  if (message.translation !== null) return undefined;
  const plain = plainTextOf(message.content).trim();
  if (!plain) throw businessRule(TRANSLATION_TEXTS.noText);
  const source = (await detectLanguage(plain)) ?? sessionLanguage;
  if (source === target) return undefined;
  // Without a translation service the vote is still saved (the console says translation is not configured).
  const translator = await translation.translatorFor(brandId);
  if (!translator) return undefined;
  const text = await translation.translate(brandId, { text: message.content.text ?? '', source, target, format: message.content.format ?? 'text' });
  return { text, language: target };
}

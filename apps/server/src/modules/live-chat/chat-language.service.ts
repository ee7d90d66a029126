/**
 * The customer's language and translation in a live chat (§3 session_language; §7 /admin/v1/translate,
 * selectCustomerLanguage, the customer language update; updation's changedSessionLanguage). The language is
 * detected from the customer's messages until staff set it; staff read each customer message in their language
 * (stored beside the original) and write in theirs, the customer receiving the translation.
 */
import type { FastifyBaseLogger } from 'fastify';
import { plainTextOf, type MessageFormat } from '@switchboard/contracts/common/rich-text';
import { TRANSLATION_TEXTS, type TranslateData } from '@switchboard/contracts/translation/translation.schemas';
import type { Database } from '@/db/client';
import type { ChatSessionRow } from '@/db/schema/chat-sessions';
import { withCallContext } from '@/lib/outbound-calls';
import { businessRule, notFound } from '@/plugins/http-errors';
import { detectLanguage } from '@/modules/translation/language-detector';
import { TranslationFailedError, type TranslationService } from '@/modules/translation/translation.service';
import { TEXTS, type Member } from './chat-access';
import type { ChatDirectoryService } from './chat-directory.service';
import type { ChatEvents } from './chat-events';
import { storeChosenLanguage, storeDetectedLanguage, storeTranslation } from './chat-language.repository';
import { latestSessionOf } from './chat-session.repository';
import { findMessage } from './message.repository';

export interface ChatLanguageDeps {
  db: Database;
  events: ChatEvents;
  directory: ChatDirectoryService;
  translation: TranslationService;
  logger: FastifyBaseLogger;
}

/** What goes to the customer for an agent's text: translated (with the agent's wording kept), or as written. */
export interface Outgoing { text: string; translation?: { text: string; language: string }; notice?: string }

export class ChatLanguageService {
  /** Detections in flight: idle() waits for them (a shutdown, a test's look at the stored language). */
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly deps: ChatLanguageDeps) {}

  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  /**
   * After a customer's message is stored: its language, when the detector is sure and staff have not set one,
   * becomes the chat's (staff hear changedSessionLanguage). Runs beside the message's delivery, never before it.
   */
  observe(session: ChatSessionRow, text: string): void {
    if (session.sessionLanguagePinned) return;
    const work = this.detect(session, text).catch((err: unknown) => this.deps.logger.warn({ err, sessionId: session.sessionId }, 'language detection failed'));
    this.running.add(work);
    void work.then(() => this.running.delete(work));
  }

  private async detect(session: ChatSessionRow, text: string) {
    const language = await detectLanguage(text);
    if (!language || language === session.sessionLanguage) return;
    const row = await storeDetectedLanguage(this.deps.db, session.sessionId, language);
    if (row) this.deps.events.languageChanged(row);
  }

  /** selectCustomerLanguage: staff who see the chat set its language ('Customer Language Updated'). */
  async select(member: Member, sessionId: string, language: string) {
    await this.deps.directory.visibleSession(member, sessionId);
    const row = await storeChosenLanguage(this.deps.db, sessionId, language);
    if (!row) throw notFound(TEXTS.noChat);
    this.deps.events.languageChanged(row);
    return { sessionId: row.sessionId, psid: row.psid, session_language: row.sessionLanguage };
  }

  /** The customer language update by psid: their open (else latest) chat. */
  async selectForCustomer(member: Member, psid: string, language: string) {
    const session = await latestSessionOf(this.deps.db, psid);
    if (!session) throw notFound(TEXTS.noChat);
    return this.select(member, session.sessionId, language);
  }

  /**
   * A message of the chat in `target` (staff's language), stored beside the original so history has both; one
   * already in `target` answers translation null. An agent's message sent translated already has their wording.
   */
  async translateMessage(member: Member, brandId: string, sessionId: string, chatlogId: string, target: string): Promise<TranslateData> {
    const session = await this.deps.directory.visibleSession(member, sessionId);
    const message = await findMessage(this.deps.db, chatlogId);
    if (!message || message.sessionId !== session.sessionId) throw notFound('This message does not exist.');
    const text = message.content.text ?? '';
    if (!plainTextOf(message.content).trim()) throw businessRule(TRANSLATION_TEXTS.noText);
    const answer = (source: string, translation: TranslateData['translation']): TranslateData => ({ sessionId, chatlogId, source, translation });
    if (message.translation !== null && (message.translationLanguage === target || message.sender === 'admin')) {
      return answer(message.sender === 'admin' ? session.sessionLanguage : '', { text: message.translation, language: message.translationLanguage ?? target });
    }
    // Unsure (a short message): the service detects it; one it gives back unchanged was in the target language already.
    const source = (await detectLanguage(plainTextOf(message.content))) ?? 'auto';
    if (source === target) return answer(source, null);
    // The call is logged under the message it translates (API logs, issue 27).
    const translated = await this.logged(withCallContext({ sessionId, chatlogId }, () => this.deps.translation.translate(brandId, { text, source, target, format: message.content.format ?? 'text' })), sessionId);
    if (translated.trim() === text.trim()) return answer(source, null);
    await storeTranslation(this.deps.db, chatlogId, translated, target);
    return answer(source, { text: translated, language: target });
  }

  /**
   * An agent's text for the customer: translated into the chat's language when it differs from the agent's and a
   * service is configured. A failed translation sends it as written, with a notice for the agent (it must not
   * stop the conversation); with no service configured it goes as written (the console says so up front).
   */
  async outgoing(brandId: string, session: ChatSessionRow, text: string, format: MessageFormat, language: string): Promise<Outgoing> {
    if (session.sessionLanguage === language) return { text };
    const translator = await this.deps.translation.translatorFor(brandId);
    if (!translator) return { text };
    try {
      const translated = await withCallContext({ sessionId: session.sessionId }, () => translator.translate({ text, source: language, target: session.sessionLanguage, format }));
      return { text: translated, translation: { text, language } };
    } catch (err) {
      this.deps.logger.warn({ err, sessionId: session.sessionId }, 'an agent message was sent untranslated');
      return { text, notice: TRANSLATION_TEXTS.sentUntranslated };
    }
  }

  private async logged<T>(work: Promise<T>, sessionId: string): Promise<T> {
    try {
      return await work;
    } catch (err) {
      if (err instanceof TranslationFailedError) this.deps.logger.warn({ reason: err.reason, sessionId }, 'translation failed');
      throw err;
    }
  }
}

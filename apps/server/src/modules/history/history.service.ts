/**
 * Chat history rules (§7 "Chat history and chat actions"): the filtered load-more list, the
 * transcript with NLP snapshots, QA's review and votes, blocking, tags, the profile widget and
 * transcript downloads. Chats are not brand-scoped in the schema yet (the website widget does not
 * carry a brand): see docs/decisions.md "Chat history". Every call takes the member's bifurcation scope:
 * a chat outside it is unknown to them (issue 21, point 10).
 */
import {
  defaultDateRange, HISTORY_PAGE_SIZE, HISTORY_TEXTS, HANDLED_BY, REVIEW_FILTERS,
  type ChatLogData, type DownloadFormat, type FiltersData, type FiltersQuery, type FiltersQueryData,
  type HistoryMessage, type ReviewStatus, type VoteBody,
} from '@switchboard/contracts/history/history.schemas';
import { CHANNELS, THRESHOLDS } from '@switchboard/contracts/common/constants';
import type { ProfileSection } from '@switchboard/contracts/live-chat/live-chat.schemas';
import type { Database } from '@/db/client';
import type { Principal } from '@/plugins/auth';
import { notFound } from '@/plugins/http-errors';
import { recordSection, type CustomerService } from '@/modules/customers/customer.service';
import { customerProfileSections } from '@/modules/customers/profile-sections';
import { messageOf } from '@/modules/live-chat/live-chat.view';
import { chatLogOf, decodeCursor, pageOf } from './chat-log.view';
import type { ChatlogFiles } from './chatlog-file';
import * as repo from './history.repository';
import { inScope, type Scope } from '@/lib/bifurcation-scope';
import type { TranslationService } from '@/modules/translation/translation.service';
import { translationToSave, type SavedTranslation, type TranslateLogger } from './translate-and-save';

/** §5 history actions: each route's guard checks its one on top of the /history feature. */
export type HistoryAction = 'review' | 'vote' | 'block' | 'tag' | 'download';

export class HistoryService {
  constructor(
    private readonly db: Database, private readonly customers: CustomerService, private readonly files: ChatlogFiles,
    /** The customer's profile widgets (live chat's), shown with what was saved in them. */
    private readonly widgetSections: (psid: string) => Promise<ProfileSection[]> = async () => [],
    private readonly translation?: TranslationService,
  ) {}

  async filters(principal: Principal): Promise<FiltersData> {
    const [agents, tags] = await Promise.all([repo.agentChoices(this.db, principal.brand.id), repo.tagChoices(this.db, principal.brand.id)]);
    return {
      channels: [...CHANNELS],
      agents: agents.map((agent) => ({ agentId: agent.agentId, name: `${agent.firstName} ${agent.lastName}`.trim() })),
      tags,
      reviewStatuses: [...REVIEW_FILTERS],
      handledBy: [...HANDLED_BY],
      defaults: defaultDateRange(),
      maxRangeDays: THRESHOLDS.allowedDateRangeDays,
      pageSize: HISTORY_PAGE_SIZE,
    };
  }

  async query(scope: Scope | undefined, filters: FiltersQuery): Promise<FiltersQueryData> {
    const rows = await repo.findChatLogs(this.db, filters, decodeCursor(filters.cursor), HISTORY_PAGE_SIZE + 1, repo.SEARCH_GIN_LIMIT, scope);
    return pageOf(rows, HISTORY_PAGE_SIZE);
  }

  /** One load-more page of a customer's chats (the customer profile's list: every psid of the customer's record). */
  async customerChats(scope: Scope | undefined, psids: string[], cursor: string | undefined, pageSize: number): Promise<FiltersQueryData> {
    const rows = await repo.findCustomerChatLogs(this.db, psids, decodeCursor(cursor), pageSize + 1, scope);
    return pageOf(rows, pageSize);
  }

  /** The chat and its customer when the scope holds it; else 404, as for an unknown chat. */
  private async visible(scope: Scope | undefined, sessionId: string) {
    const found = await repo.findSessionCustomer(this.db, sessionId);
    if (!found || !inScope(scope, found.session.bifurcation)) throw notFound(HISTORY_TEXTS.unknownChat);
    return found;
  }

  /** 404 unless the scope holds the chat (a call on a chat by id, e.g. a template sent from the transcript). */
  async assertVisible(scope: Scope | undefined, sessionId: string): Promise<void> {
    await this.visible(scope, sessionId);
  }

  async chatLog(scope: Scope | undefined, sessionId: string): Promise<ChatLogData> {
    const found = await this.visible(scope, sessionId);
    const row = await repo.findChatLog(this.db, sessionId);
    if (!found || !row) throw notFound(HISTORY_TEXTS.unknownChat);
    const messages = await repo.findMessages(this.db, sessionId);
    // A visitor linked by the pre-chat form's e-mail: the customer record they belong to, as live chat shows it.
    const [linked, widgets] = await Promise.all([this.customers.recordOf(found.customer), this.widgetSections(found.customer.psid)]);
    return {
      chatLog: chatLogOf(row),
      messages: messages.map((message): HistoryMessage => ({ ...messageOf(message), vote: message.vote, translation: message.translation })),
      userProfileWidget: { sections: [...customerProfileSections(found.customer), ...(linked ? [recordSection(linked)] : []), ...widgets] },
    };
  }

  async review(scope: Scope | undefined, principal: Principal, sessionId: string, reviewStatus: ReviewStatus) {
    await this.visible(scope, sessionId);
    const row = await repo.setReviewStatus(this.db, sessionId, reviewStatus, principal.userId);
    if (!row) throw notFound(HISTORY_TEXTS.unknownChat);
    return { sessionId, reviewStatus };
  }

  /** Blocking from history marks the chat and its customer, whose next messages are refused (as live chat's block). */
  async block(scope: Scope | undefined, sessionId: string, blockedStatus: boolean) {
    await this.visible(scope, sessionId);
    return this.db.transaction(async (tx) => {
      const row = await repo.setSessionBlocked(tx, sessionId, blockedStatus);
      if (!row) throw notFound(HISTORY_TEXTS.unknownChat);
      await this.customers.setBlocked(row.psid, blockedStatus, tx);
      return { sessionId, blockedStatus };
    });
  }

  async updateTags(scope: Scope | undefined, sessionId: string, tags: string[]) {
    await this.visible(scope, sessionId);
    const selectedTags = [...new Set(tags)];
    const row = await repo.setSessionTags(this.db, sessionId, selectedTags);
    if (!row) throw notFound(HISTORY_TEXTS.unknownChat);
    return { sessionId, selectedTags: row.selectedTags };
  }

  /** voteChatlog; with `translateFor` (translateAndSave) the message's translation into the reviewer's language too. */
  async vote(scope: Scope | undefined, body: VoteBody, translateFor?: { brandId: string; logger: TranslateLogger }) {
    const found = await this.visible(scope, body.sessionId);
    let saved: SavedTranslation | undefined;
    if (translateFor !== undefined && this.translation) {
      const message = await repo.findMessageOf(this.db, body.sessionId, body.chatlogId);
      if (!message) throw notFound(HISTORY_TEXTS.unknownMessage);
      saved = await translationToSave(this.translation, translateFor.brandId, message, body, found.session.sessionLanguage, translateFor.logger);
    }
    const row = await repo.setMessageVote(this.db, body.sessionId, body.chatlogId, body.vote, saved);
    if (!row) {
      const chat = await repo.findSessionCustomer(this.db, body.sessionId);
      throw notFound(chat ? HISTORY_TEXTS.unknownMessage : HISTORY_TEXTS.unknownChat);
    }
    const data = { message: HISTORY_TEXTS.voted(body.vote), chatlogId: row.chatlogId, psid: row.psid, vote: body.vote };
    return translateFor === undefined ? data : { ...data, translation: row.translation };
  }

  async download(scope: Scope | undefined, principal: Principal, sessionId: string, format: DownloadFormat) {
    const { chatLog, messages } = await this.chatLog(scope, sessionId);
    const fileName = await this.files.write(principal.brand.id, format, chatLog, messages);
    return fileName;
  }

  findFile(principal: Principal, fileName: string) {
    return this.files.find(principal.brand.id, fileName);
  }
}

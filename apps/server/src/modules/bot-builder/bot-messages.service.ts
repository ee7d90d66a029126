/**
 * Bot messages: brand-scoped CRUD, duplicate, and the rules of §3 variations. A new message starts
 * with the default variation holding one version of weight 100; the default variation stays first
 * and cannot be removed; text is sanitised rich text (§5 formats) on every write.
 */
import { randomUUID } from 'node:crypto';
import { BOT_MESSAGE_TEXTS as T, type BotMessageCreate, type BotMessageListQuery } from '@switchboard/contracts/bot-builder/bot-message.api';
import {
  DEFAULT_VARIATION, NEW_VARIATION_WEIGHT, botMessageInputSchema, type BotMessage, type BotMessageInput, type Variation,
} from '@switchboard/contracts/bot-builder/bot-message.schemas';
import { PAGE_SIZES } from '@switchboard/contracts/common/constants';
import type { MessageContent } from '@switchboard/contracts/live-chat/live-chat.schemas';
import type { Database } from '@/db/client';
import { sanitizeRichText } from '@/lib/rich-text-sanitiser';
import { badRequest, businessRule, notFound } from '@/plugins/http-errors';
import { requireId, uniqueName } from './bot-builder.errors';
import * as repo from './bot-messages.repository';

export const botMessageView = (row: repo.BotMessageRow): BotMessage => ({
  id: row.id, name: row.name, type: row.type, variations: row.variations, updatedAt: row.updatedAt.toISOString(),
});

const isDefault = (v: Pick<Variation, 'channel' | 'country' | 'language' | 'param1'>) =>
  v.channel === DEFAULT_VARIATION.channel && v.country === DEFAULT_VARIATION.country
  && v.language === DEFAULT_VARIATION.language && v.param1 === DEFAULT_VARIATION.param1;

export const defaultVariation = (): Variation => ({
  vid: randomUUID(), ...DEFAULT_VARIATION, abTestings: [{ vid: randomUUID(), weight: NEW_VARIATION_WEIGHT, content: { text: '', format: 'html' } }],
});

/** Text (and card titles' HTML, if any) sanitised; text is always rich text. */
function cleanContent(content: MessageContent): MessageContent {
  return content.text === undefined ? content : { ...content, text: sanitizeRichText(content.text), format: 'html' };
}

/** Validated (contracts' rules), sanitised, default variation first; 400 when it is missing. */
function prepare(input: BotMessageInput): BotMessageInput {
  const parsed = botMessageInputSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(issue?.message ?? 'Invalid bot message', issue?.path.join('.') || undefined);
  }
  const variations = parsed.data.variations.map((v) => ({ ...v, abTestings: v.abTestings.map((ab) => ({ ...ab, content: cleanContent(ab.content) })) }));
  const first = variations.findIndex(isDefault);
  if (first < 0) throw badRequest('The default variation (website, in, en, opt1) cannot be removed', 'variations');
  return { ...parsed.data, variations: [variations[first]!, ...variations.filter((_, index) => index !== first)] };
}

export class BotMessagesService {
  constructor(private readonly db: Database) {}

  async list(brandId: string, query: BotMessageListQuery) {
    const { items, totalCount } = await repo.listBotMessages(this.db, brandId, { ...query, pageSize: PAGE_SIZES.messages });
    return { items: items.map(botMessageView), totalCount };
  }

  async get(brandId: string, id: string): Promise<BotMessage> {
    const row = await repo.findBotMessage(this.db, brandId, requireId(id, T.notFound));
    if (!row) throw notFound(T.notFound);
    return botMessageView(row);
  }

  async create(brandId: string, input: BotMessageCreate): Promise<BotMessage> {
    const values = prepare({ name: input.name, type: input.type, variations: input.variations ?? [defaultVariation()] });
    return botMessageView(await uniqueName(() => repo.insertBotMessage(this.db, brandId, values), T.duplicateName));
  }

  async update(brandId: string, id: string, input: BotMessageInput): Promise<BotMessage> {
    requireId(id, T.notFound);
    const values = prepare(input);
    const row = await uniqueName(() => repo.updateBotMessage(this.db, brandId, id, values), T.duplicateName);
    if (!row) throw notFound(T.notFound);
    return botMessageView(row);
  }

  /** 412 while a workflow's node shows it (as its message or its retry message). */
  async remove(brandId: string, id: string): Promise<void> {
    requireId(id, T.notFound);
    await this.db.transaction(async (tx) => {
      if (!(await repo.findBotMessage(tx, brandId, id))) throw notFound(T.notFound);
      const workflows = await repo.workflowsUsingMessage(tx, brandId, id);
      if (workflows.length > 0) throw businessRule(T.inUse(workflows));
      await repo.deleteBotMessage(tx, brandId, id);
    });
  }

  /** A copy named "x (copy)" (or "x (copy 2)", …) with the same variations. */
  async duplicate(brandId: string, id: string): Promise<BotMessage> {
    const source = await this.get(brandId, id);
    const base = T.copyName(source.name).slice(0, 72);
    const taken = await repo.namesLike(this.db, brandId, base.slice(0, -1));
    let name = base;
    for (let n = 2; taken.has(name.toLowerCase()); n += 1) name = `${base.slice(0, -1)} ${n})`;
    const row = await uniqueName(() => repo.insertBotMessage(this.db, brandId, { name, type: source.type, variations: source.variations }), T.duplicateName);
    return botMessageView(row);
  }

}

/**
 * Template CTA records: a quick-reply press on a template message (an inbound message whose context names the
 * template message) is recorded once, against the broadcast recipient or the chat it was sent to; staff list the
 * records and their counts. A reply whose context is not a template message of ours (the bot's own interactive
 * buttons, a message sent from elsewhere) is no template CTA and is not recorded.
 */
import type { InboundMessage } from '@switchboard/contracts/whatsapp/whatsapp.webhook';
import type { CtaCounts, CtaFilterOptions, CtaFilters, CtaListData, CtaListQuery } from '@switchboard/contracts/whatsapp/whatsapp.cta';
import type { Database } from '@/db/client';
import { countPresses, insertPress, listPresses, pressedTemplateOf, pressOptions } from './cta.repository';

/** What a press says: the button (its text and payload) and the template message it answers. */
function pressOf(message: InboundMessage) {
  const contextWamid = message.context?.id;
  if (!contextWamid) return undefined;
  if (message.type === 'button' && message.button) {
    return { contextWamid, button: message.button.text, payload: message.button.payload ?? null, replyType: 'button' as const };
  }
  const reply = message.interactive?.button_reply ?? message.interactive?.list_reply;
  if (message.type === 'interactive' && reply) return { contextWamid, button: reply.title, payload: reply.id, replyType: 'interactive' as const };
  return undefined;
}

/** The webhook's Unix seconds (not later than now), else now. */
const pressedAt = (timestamp: string | undefined) => {
  const seconds = Number(timestamp);
  return Number.isFinite(seconds) && seconds > 0 ? new Date(Math.min(seconds * 1000, Date.now())) : new Date();
};

export class TemplateCta {
  constructor(private readonly deps: { db: Database }) {}

  /** Records the press `message` is, when it answers a template message of ours; answers whether a record was made. */
  async record(message: InboundMessage): Promise<boolean> {
    const press = pressOf(message);
    if (!press) return false;
    const template = await pressedTemplateOf(this.deps.db, press.contextWamid);
    if (!template) return false;
    return insertPress(this.deps.db, { ...template, ...press, wamid: message.id, phone: message.from, pressedAt: pressedAt(message.timestamp) });
  }

  async list(brandId: string, query: CtaListQuery): Promise<CtaListData> {
    const { rows, total } = await listPresses(this.deps.db, brandId, query);
    return {
      totalCount: total,
      items: rows.map((row) => ({
        id: row.id, phone: row.phone, button: row.button, payload: row.payload, replyType: row.replyType,
        template: { name: row.templateName, language: row.templateLanguage },
        broadcast: row.broadcastId ? { _id: row.broadcastId, name: row.broadcastName ?? '', row: row.row } : null,
        pressedAt: row.pressedAt.toISOString(),
      })),
    };
  }

  async counts(brandId: string, filters: CtaFilters): Promise<CtaCounts> {
    const { totals, templates, broadcasts } = await countPresses(this.deps.db, brandId, filters);
    return {
      totals,
      templates: templates.map(({ name, language, presses, recipients, buttons }) => ({ template: { name, language }, presses, recipients, buttons })),
      broadcasts: broadcasts.map(({ id, name, templateName, templateLanguage, sent, presses, recipients, buttons }) => ({
        _id: id, name, template: { name: templateName, language: templateLanguage }, sent, presses, recipients, buttons,
      })),
    };
  }

  async filterOptions(brandId: string): Promise<CtaFilterOptions> {
    const { templates, broadcasts, buttons } = await pressOptions(this.deps.db, brandId);
    return { templates, broadcasts: broadcasts.map(({ id, name }) => ({ _id: id, name })), buttons };
  }
}

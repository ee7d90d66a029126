/**
 * POST /admin/v2/sendTemplateFromChatHistory: an approved template to a WhatsApp chat's customer (the only thing
 * WhatsApp lets a business send outside the 24-hour window), from the live chat or from /history. A template the
 * console does not hold APPROVED in that language is refused (412) before WhatsApp is asked; then the Graph API
 * is asked: a refused template stores nothing. The chat then keeps it as the member's message; the
 * channel's delivery skips it (it went already), known by its clientMessageId.
 */
import { createHash } from 'node:crypto';
import type { TemplateMediaParameterType, TemplateMessage } from '@switchboard/contracts/whatsapp/whatsapp.graph';
import type { TemplateComponent } from '@switchboard/contracts/whatsapp/whatsapp.templates';
import { WHATSAPP_TEXTS, type SendTemplateFromChat } from '@switchboard/contracts/whatsapp/whatsapp.window';
import type { Database } from '@/db/client';
import type { ChatSessionRow } from '@/db/schema/chat-sessions';
import { findSession } from '@/modules/live-chat/chat-session.repository';
import type { AgentChatService } from '@/modules/live-chat/agent-chat.service';
import { messageOf } from '@/modules/live-chat/live-chat.view';
import { badRequest, businessRule, notFound } from '@/plugins/http-errors';
import { mediaParameter } from './broadcasts/template-message';
import { GraphError } from './graph-client';
import type { WhatsAppAccount, WhatsAppAccounts } from './settings/whatsapp-accounts';
import type { WhatsAppTemplates } from './templates.service';
import { contactOfPsid, recordSent } from './whatsapp.repository';

const CLIENT_PREFIX = 'wa-tpl-';
/** A template message's clientMessageId: the outbound delivery does not send such a row again. */
export const templateClientId = (wamid: string) => `${CLIENT_PREFIX}${createHash('sha256').update(wamid).digest('base64url')}`;
export const isTemplateRow = (clientMessageId: string | null) => !!clientMessageId?.startsWith(CLIENT_PREFIX);

/** What the chat shows of a template until templates are stored with their text. */
export const templateText = (input: Pick<SendTemplateFromChat, 'templateName' | 'language' | 'variables' | 'headerLink'>) => [
  `Template ${input.templateName} (${input.language})`, ...(input.headerLink ? [`Header file ${input.headerLink}`] : []),
  ...input.variables.map((value, index) => `{{${index + 1}}} ${value}`),
].join('\n');

export interface TemplateFromChatDeps {
  db: Database;
  /** The brand's number (a template is the brand's, approved for its WhatsApp account). */
  accounts: Pick<WhatsAppAccounts, 'require'>;
  agentChats: Pick<AgentChatService, 'record'>;
  /** Refuses a template WhatsApp would not send (unknown in that language, not approved). */
  templates: Pick<WhatsAppTemplates, 'sendable'>;
  /** Runs `task` in the customer's outbound lane, so the template keeps its place among the chat's messages. */
  inLane: <T>(psid: string, task: () => Promise<T>) => Promise<T>;
}

type TemplateComponentValue = NonNullable<TemplateMessage['components']>[number];

/** A media header's component: its file from `link`; 400 when the template needs one and none came, or got one it cannot show. */
function headerOf(components: readonly TemplateComponent[], link: string | undefined): TemplateComponentValue | undefined {
  const header = components.find((component) => component.type === 'HEADER');
  const kind = header?.type === 'HEADER' && header.format !== 'TEXT' ? (header.format.toLowerCase() as TemplateMediaParameterType) : undefined;
  if (kind && !link) throw badRequest(WHATSAPP_TEXTS.headerLinkNeeded(kind), 'headerLink');
  if (!kind && link) throw badRequest(WHATSAPP_TEXTS.headerLinkUnused, 'headerLink');
  return kind && link ? { type: 'header', parameters: [mediaParameter(kind, link)] } : undefined;
}

export class TemplateFromChat {
  constructor(private readonly deps: TemplateFromChatDeps) {}

  async send(member: { userId: string; name: string; brandId: string }, input: SendTemplateFromChat) {
    // A brand with no number has no WhatsApp chats to answer: said first, whatever the chat.
    const account = await this.deps.accounts.require(member.brandId);
    const session = await findSession(this.deps.db, input.sessionId);
    if (!session) throw notFound('This chat does not exist.');
    if (session.channel !== 'wa') throw businessRule(WHATSAPP_TEXTS.notWhatsApp);
    const contact = await contactOfPsid(this.deps.db, session.psid);
    if (!contact) throw businessRule(WHATSAPP_TEXTS.noNumber);
    const template = await this.deps.templates.sendable(member.brandId, input.templateName, input.language);
    const header = headerOf(template.components, input.headerLink);
    return this.deps.inLane(session.psid, () => this.deliver(member, session, { waId: contact.waId, graph: account.graph }, input, header));
  }

  private async deliver(
    member: { userId: string; name: string; brandId: string }, session: ChatSessionRow, to: { waId: string; graph: WhatsAppAccount['graph'] }, input: SendTemplateFromChat,
    header: TemplateComponentValue | undefined,
  ) {
    const components: TemplateComponentValue[] = [];
    if (header) components.push(header);
    if (input.variables.length) components.push({ type: 'body', parameters: input.variables.map((text) => ({ type: 'text' as const, text })) });
    const template: TemplateMessage = { name: input.templateName, language: { code: input.language }, ...(components.length ? { components } : {}) };
    let wamid: string;
    try {
      wamid = await to.graph.send(to.waId, { type: 'template', template });
    } catch (err) {
      if (err instanceof GraphError) throw businessRule(`${WHATSAPP_TEXTS.templateRefused} ${err.message}`);
      throw err;
    }
    const message = await this.deps.agentChats.record(member, session, templateText(input), templateClientId(wamid));
    await recordSent(this.deps.db, { wamid, chatlogId: message.chatlogId, psid: session.psid, sessionId: session.sessionId, seq: message.seq }, {
      templateName: input.templateName, templateLanguage: input.language, brandId: member.brandId,
    });
    return { chatlogId: message.chatlogId, seq: message.seq, wamid, message: messageOf(message) };
  }
}

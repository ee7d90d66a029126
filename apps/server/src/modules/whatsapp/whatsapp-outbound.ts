/**
 * Bot and staff messages to WhatsApp customers, sent through the Graph API (ChatEvents' delivery hook for
 * channel wa). One queue per customer keeps their messages in order; a failed send is logged and the next
 * message still goes.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/db/client';
import { KeyedLanes } from '@/lib/keyed-lanes';
import type { ChatMessageRow } from '@/db/schema/chat-messages';
import type { ChatSessionRow } from '@/db/schema/chat-sessions';
import type { LiveChatServices } from '@/modules/live-chat/live-chat.module';
import type { WhatsAppAccounts } from './settings/whatsapp-accounts';
import { toWhatsApp } from './outbound-message';
import { isTemplateRow } from './template-from-chat';
import { applyToChat } from './whatsapp-inbound.service';
import { contactOfPsid, recordSent, STATUS_RANK } from './whatsapp.repository';
import { withCallContext } from '@/lib/outbound-calls';

export interface OutboundDeps {
  db: Database;
  /** The number each customer wrote to: replies go out from it. */
  accounts: Pick<WhatsAppAccounts, 'forOwner'>;
  liveChat: Pick<LiveChatServices, 'messages'>;
  publicUrl: string;
  logger: FastifyBaseLogger;
}

export class WhatsAppOutbound {
  private readonly lanes = new KeyedLanes();

  constructor(private readonly deps: OutboundDeps) {}

  /** ChatEvents' CustomerDelivery: queues the rows for the customer (never throws). */
  readonly deliver = (session: ChatSessionRow, rows: ChatMessageRow[]): void => {
    const psid = session.psid;
    void this.lanes.run(psid, () => this.send(psid, rows).catch((err: unknown) => this.deps.logger.warn({ err, psid }, 'WhatsApp delivery failed')));
  };

  /** Runs `task` in the customer's queue (after the messages queued before it); answers or throws what it does. */
  async inLane<T>(psid: string, task: () => Promise<T>): Promise<T> {
    // Assigned inside the lane's callback, which TypeScript's narrowing does not follow: the declared type is kept.
    let outcome = { error: new Error('lane did not run') } as { value: T } | { error: unknown };
    await this.lanes.run(psid, async () => {
      try {
        outcome = { value: await task() };
      } catch (error) {
        outcome = { error };
      }
    });
    if ('error' in outcome) throw outcome.error;
    return outcome.value;
  }

  /** Resolves when every queued message has been sent (or failed). */
  idle(): Promise<void> {
    return this.lanes.idle();
  }

  private async send(psid: string, rows: ChatMessageRow[]): Promise<void> {
    const contact = await contactOfPsid(this.deps.db, psid);
    if (!contact) throw new Error('no WhatsApp number for the customer');
    const account = await this.deps.accounts.forOwner(contact.brandId);
    if (!account) throw new Error('the WhatsApp number the customer wrote to is no longer configured');
    const waId = contact.waId;
    for (const row of rows) {
      // A template went out before it was stored (template-from-chat.ts).
      if (row.sender === 'customer' || isTemplateRow(row.clientMessageId)) continue;
      for (const content of toWhatsApp(row.type, row.content, this.deps.publicUrl)) {
        try {
          const wamid = await withCallContext({ sessionId: row.sessionId, chatlogId: row.chatlogId }, () => account.graph.send(waId, content));
          const saved = await recordSent(this.deps.db, { wamid, chatlogId: row.chatlogId, psid, sessionId: row.sessionId, seq: row.seq });
          // A status webhook that overtook the send's answer is applied now that the chat message is known.
          if (saved.statusRank > STATUS_RANK.sent) await applyToChat(this.deps.liveChat, saved);
        } catch (err) {
          this.deps.logger.warn({ err, chatlogId: row.chatlogId }, 'WhatsApp message not sent');
        }
      }
    }
  }
}

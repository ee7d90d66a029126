/**
 * Webhook deliveries: customers' messages go to CustomerChatService exactly as a widget's do (stored, then the
 * bot answers or staff see them); statuses of our messages only move forward. Meta retries a delivery until it
 * is answered 200 and may send one twice: a message's wamid is its clientMessageId, so a replay is a duplicate
 * the message store already refuses, and a status replay does not raise the status again.
 */
import { createHash } from 'node:crypto';
import type { CustomerMessage } from '@switchboard/contracts/live-chat/webchat.events';
import {
  WHATSAPP_MEDIA_TYPES, WHATSAPP_STATUSES, type ChangeValue, type InboundMessage, type InboundStatus, type WhatsAppStatus,
} from '@switchboard/contracts/whatsapp/whatsapp.webhook';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/db/client';
import { KeyedLanes } from '@/lib/keyed-lanes';
import type { LiveChatServices } from '@/modules/live-chat/live-chat.module';
import type { InboundMedia } from './inbound-media';
import type { OptOut } from './opt-out';
import type { TemplateCta } from './cta/cta.service';
import { claimContact, findContact, raiseStatus, touchInbound } from './whatsapp.repository';
import type { WhatsAppAccount } from './settings/whatsapp-accounts';

/** The widget's limit on a customer message (customerMessageSchema). */
const MAX_TEXT = 2000;

export interface InboundDeps {
  db: Database;
  liveChat: Pick<LiveChatServices, 'customerChats' | 'messages'>;
  media: InboundMedia;
  logger: FastifyBaseLogger;
  /** Broadcast messages' statuses; answers true when the status was one (it then concerns no chat message). */
  broadcastStatus?: (status: InboundStatus) => Promise<boolean>;
  optOut: Pick<OptOut, 'handle'>;
  /** Records a quick-reply press on a template message (a template CTA record). */
  cta?: Pick<TemplateCta, 'record'>;
}

/** A wamid as a clientMessageId (≤ 64 characters; wamids can be longer). */
export const clientIdOf = (wamid: string) => `wa-${createHash('sha256').update(wamid).digest('base64url')}`;

/** When the customer wrote: the webhook's Unix seconds (the window counts from there), else now. */
const sentAt = (timestamp: string | undefined) => {
  const seconds = Number(timestamp);
  return Number.isFinite(seconds) && seconds > 0 ? new Date(Math.min(seconds * 1000, Date.now())) : new Date();
};

const isStatus = (value: string): value is WhatsAppStatus => (WHATSAPP_STATUSES as readonly string[]).includes(value);

export class WhatsAppInbound {
  /**
   * Each number's messages are handled one after another, in the order they arrived at this process: deliveries
   * arriving together (Meta sends several at once) would otherwise each find no customer, or no open chat, and
   * make one each; and a customer's messages reach the bot in the order they were written.
   */
  private readonly lanes = new KeyedLanes();

  constructor(private readonly deps: InboundDeps) {}

  /**
   * One change of field `messages` for `account`'s number (undefined: a number this server does not serve); a
   * message that cannot be handled is logged and skipped (a retry would not help).
   */
  async handle(value: ChangeValue, account: WhatsAppAccount | undefined): Promise<void> {
    if (!account) {
      this.deps.logger.warn({ phoneNumberId: value.metadata.phone_number_id }, 'WhatsApp webhook for another phone number ignored');
      return;
    }
    for (const message of value.messages ?? []) {
      const name = value.contacts?.find((contact) => contact.wa_id === message.from)?.profile?.name;
      await this.lanes.run(message.from, async () => {
        try {
          await this.message(message, name, account);
        } catch (err) {
          this.deps.logger.warn({ err, wamid: message.id }, 'WhatsApp message not handled');
        }
      });
    }
    for (const status of value.statuses ?? []) await this.status(status);
  }

  private async message(message: InboundMessage, name: string | undefined, account: WhatsAppAccount): Promise<void> {
    const input = await this.inputOf(message, account);
    const psid = await this.customerOf(message.from, name);
    await touchInbound(this.deps.db, message.from, sentAt(message.timestamp), account.owner);
    // A press of a template's button is also a message to the chat (its payload is the bot's postback): recorded, then handled.
    if (message.context) await this.deps.cta?.record(message).catch((err: unknown) => this.deps.logger.warn({ err, wamid: message.id }, 'WhatsApp button press not recorded'));
    if (message.type === 'text' && message.text && (await this.deps.optOut.handle(message.from, message.text.body, account.graph))) return;
    const { followUp } = await this.deps.liveChat.customerChats.message(psid, {
      ...input, text: input.text.slice(0, MAX_TEXT), clientMessageId: clientIdOf(message.id),
    });
    // The bot's turn runs after the webhook is answered (Meta wants a quick 200); a shutdown waits for it.
    void followUp().catch((err: unknown) => this.deps.logger.warn({ err, wamid: message.id }, 'WhatsApp message follow-up failed'));
  }

  /** What the customer sent, as the text (and postback) a widget customer would send. */
  private async inputOf(message: InboundMessage, account: WhatsAppAccount): Promise<Omit<CustomerMessage, 'clientMessageId'>> {
    const reply = message.interactive?.button_reply ?? message.interactive?.list_reply;
    if (message.type === 'text' && message.text) return { text: message.text.body };
    if (message.type === 'interactive' && reply) return { text: reply.title, postback: reply.id };
    if (message.type === 'button' && message.button) return { text: message.button.text, ...(message.button.payload ? { postback: message.button.payload } : {}) };
    if (message.type === 'location' && message.location) {
      const { latitude, longitude, name, address } = message.location;
      return { text: [name, address, `📍 ${latitude}, ${longitude}`].filter(Boolean).join('\n') };
    }
    const kind = WHATSAPP_MEDIA_TYPES.find((type) => type === message.type);
    const file = kind ? message[kind] : undefined;
    if (kind && file) {
      const { bytes, mimeType } = await account.graph.media(file.id);
      const saved = await this.deps.media.save(message.id, file.mime_type ?? mimeType, bytes);
      const label = `[${kind}${file.filename ? `: ${file.filename}` : ''}]`;
      this.deps.logger.debug({ wamid: message.id, file: saved }, 'WhatsApp media stored');
      return { text: file.caption ? `${label} ${file.caption}` : label };
    }
    // Stickers, reactions, contacts…: staff see that something came.
    return { text: `[${message.type}]` };
  }

  /** The customer of a WhatsApp number, created (channel wa, named by their profile) on first contact. */
  private async customerOf(waId: string, name: string | undefined): Promise<string> {
    const known = await findContact(this.deps.db, waId);
    if (known) return known;
    const customer = await this.deps.liveChat.customerChats.createCustomer('wa', { name: name ?? `+${waId}` });
    return claimContact(this.deps.db, waId, customer.psid);
  }

  private async status(status: InboundStatus): Promise<void> {
    if (!isStatus(status.status)) return;
    if (await this.deps.broadcastStatus?.(status)) return;
    const code = status.errors?.[0]?.code;
    const row = await raiseStatus(this.deps.db, status.id, status.status, code);
    if (!row) return;
    if (status.status === 'failed') this.deps.logger.warn({ wamid: status.id, code, title: status.errors?.[0]?.title }, 'WhatsApp message failed');
    await applyToChat(this.deps.liveChat, row);
  }
}

/** delivered and read move the chat's watermark (every earlier bot and staff message is delivered or seen too). */
export async function applyToChat(liveChat: Pick<LiveChatServices, 'messages'>, row: { status: WhatsAppStatus; sessionId: string | null; seq: number | null }) {
  if (!row.sessionId || row.seq === null) return;
  if (row.status === 'delivered' || row.status === 'read') {
    await liveChat.messages.markRead(row.sessionId, 'staff', row.seq, row.status === 'read' ? 'seen' : 'delivered');
  }
}

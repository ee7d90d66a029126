/**
 * WhatsApp's customer-service window: a business may write free-form messages to a customer only within 24 hours
 * of the customer's last message; after that only an approved template (POST /admin/v2/sendTemplateFromChatHistory).
 */
import { z } from 'zod';

export const WHATSAPP_WINDOW_MS = 24 * 60 * 60 * 1000;

export const WHATSAPP_TEXTS = {
  windowClosed: 'More than 24 hours have passed since the customer’s last WhatsApp message. WhatsApp only allows an approved template now.',
  sendTemplate: 'Send a template',
  templateSent: 'Template sent.',
  notWhatsApp: 'This chat is not a WhatsApp chat.',
  noNumber: 'This customer has no WhatsApp number.',
  templateRefused: 'WhatsApp did not accept the template.',
  headerLinkNeeded: (kind: string) => `This template's header is ${kind === 'image' ? 'an' : 'a'} ${kind}: give the https link of the file to send.`,
  headerLinkUnused: 'This template has no image, video or document header: send it without a header file.',
  optedOut: 'You will no longer receive our messages on WhatsApp. Reply START to receive them again.',
  optedIn: 'You will receive our messages on WhatsApp again. Reply STOP to stop them.',
} as const;

/** Whether a free-form message may go to a customer whose last message came at `lastInboundAt` (null: never wrote). */
export function windowOpen(lastInboundAt: Date | string | null | undefined, now: number): boolean {
  if (!lastInboundAt) return false;
  return now - new Date(lastInboundAt).getTime() < WHATSAPP_WINDOW_MS;
}

/** POST /admin/v2/sendTemplateFromChatHistory: an approved template to the chat's customer, stored as the agent's message. */
export const sendTemplateFromChatSchema = z.object({
  sessionId: z.uuid(),
  templateName: z.string().trim().min(1).max(512).regex(/^[a-z0-9_]+$/, 'Lowercase letters, digits and underscores only'),
  language: z.string().trim().min(2).max(15),
  /** The body's {{1}}, {{2}}… values, in order. */
  variables: z.array(z.string().trim().min(1).max(1024)).max(100).default([]),
  /** The file of a template whose header is an IMAGE, VIDEO or DOCUMENT: a public https link WhatsApp fetches. */
  headerLink: z.url({ protocol: /^https$/, error: 'The header file is an https link' }).max(2000).optional(),
}).strict();
export type SendTemplateFromChat = z.infer<typeof sendTemplateFromChatSchema>;

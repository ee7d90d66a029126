/**
 * The Cloud API's send shapes (POST /{version}/{phone-number-id}/messages) and WhatsApp's limits for
 * interactive messages, used by the server's degradation of rich bot content and by the Graph API double.
 */
import { z } from 'zod';

export const WHATSAPP_LIMITS = {
  textBody: 4096,
  interactiveBody: 1024,
  caption: 1024,
  replyButtons: 3,
  buttonTitle: 20,
  listRows: 10,
  rowTitle: 24,
  rowDescription: 72,
  listButton: 20,
  replyId: 256,
} as const;

const replyButtonSchema = z.object({ type: z.literal('reply'), reply: z.object({ id: z.string().max(WHATSAPP_LIMITS.replyId), title: z.string().max(WHATSAPP_LIMITS.buttonTitle) }) });
const listRowSchema = z.object({
  id: z.string().max(WHATSAPP_LIMITS.replyId), title: z.string().max(WHATSAPP_LIMITS.rowTitle), description: z.string().max(WHATSAPP_LIMITS.rowDescription).optional(),
});
/** A media header's file: a public https link WhatsApp fetches, or the id of a file uploaded to the media endpoint. */
const templateMediaSchema = z.union([z.object({ link: z.url({ protocol: /^https?$/ }).max(2000), filename: z.string().max(240).optional() }), z.object({ id: z.string().min(1).max(200) })]);
export const TEMPLATE_MEDIA_PARAMETER_TYPES = ['image', 'video', 'document'] as const;
export type TemplateMediaParameterType = (typeof TEMPLATE_MEDIA_PARAMETER_TYPES)[number];

/** One parameter of a template message: text ({{n}}), or a media header's file (IMAGE, VIDEO or DOCUMENT header). */
export const templateParameterSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), text: z.string().min(1) }),
  z.object({ type: z.literal('image'), image: templateMediaSchema }),
  z.object({ type: z.literal('video'), video: templateMediaSchema }),
  z.object({ type: z.literal('document'), document: templateMediaSchema }),
]);
export type TemplateParameterValue = z.infer<typeof templateParameterSchema>;

/**
 * A template message (Cloud API `type: template`): an approved template by name and language, its variables as
 * components' parameters (BODY {{1}}…{{n}} in order; HEADER's one variable, or its image, video or document; a URL
 * button's by sub_type and index).
 */
export const templateMessageSchema = z.object({
  name: z.string().min(1).max(512),
  language: z.object({ code: z.string().min(2).max(15) }),
  components: z.array(z.object({
    type: z.enum(['header', 'body', 'button']),
    sub_type: z.string().optional(),
    index: z.string().optional(),
    parameters: z.array(templateParameterSchema),
  })).optional(),
});
export type TemplateMessage = z.infer<typeof templateMessageSchema>;

const mediaLinkSchema = z.object({ link: z.string(), caption: z.string().max(WHATSAPP_LIMITS.caption).optional(), filename: z.string().optional() });

/** One outbound message without its envelope (messaging_product, recipient_type, to). */
export const outboundContentSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), text: z.object({ body: z.string().min(1).max(WHATSAPP_LIMITS.textBody), preview_url: z.boolean().optional() }) }),
  z.object({ type: z.literal('template'), template: templateMessageSchema }),
  z.object({ type: z.literal('image'), image: mediaLinkSchema }),
  z.object({ type: z.literal('video'), video: mediaLinkSchema }),
  z.object({ type: z.literal('audio'), audio: z.object({ link: z.string() }) }),
  z.object({ type: z.literal('document'), document: mediaLinkSchema }),
  z.object({
    type: z.literal('interactive'),
    interactive: z.discriminatedUnion('type', [
      z.object({
        type: z.literal('button'), body: z.object({ text: z.string().min(1).max(WHATSAPP_LIMITS.interactiveBody) }),
        action: z.object({ buttons: z.array(replyButtonSchema).min(1).max(WHATSAPP_LIMITS.replyButtons) }),
      }),
      z.object({
        type: z.literal('list'), body: z.object({ text: z.string().min(1).max(WHATSAPP_LIMITS.interactiveBody) }),
        action: z.object({
          button: z.string().min(1).max(WHATSAPP_LIMITS.listButton),
          sections: z.array(z.object({ title: z.string().max(WHATSAPP_LIMITS.rowTitle).optional(), rows: z.array(listRowSchema).min(1).max(WHATSAPP_LIMITS.listRows) })).min(1),
        }),
      }),
    ]),
  }),
]);
export type OutboundContent = z.infer<typeof outboundContentSchema>;

export const sendMessageRequestSchema = z.object({
  messaging_product: z.literal('whatsapp'),
  recipient_type: z.literal('individual').optional(),
  to: z.string().min(1),
  /** Echoed by Meta in this message's status webhooks (broadcasts put the recipient's idempotency key here). */
  biz_opaque_callback_data: z.string().max(512).optional(),
}).and(outboundContentSchema);
export type SendMessageRequest = z.infer<typeof sendMessageRequestSchema>;

export const sendMessageResponseSchema = z.object({
  messaging_product: z.literal('whatsapp'),
  contacts: z.array(z.object({ input: z.string(), wa_id: z.string() })),
  messages: z.array(z.object({ id: z.string() })).min(1),
});

/** GET /{version}/{media-id}: where the bytes are (a short-lived URL that also wants the bearer token). */
export const mediaInfoSchema = z.object({
  messaging_product: z.literal('whatsapp').optional(),
  url: z.string(),
  mime_type: z.string(),
  sha256: z.string().optional(),
  file_size: z.number().optional(),
  id: z.string(),
});
export type MediaInfo = z.infer<typeof mediaInfoSchema>;

/** The Graph API's error envelope. */
export const graphErrorSchema = z.object({
  error: z.object({
    message: z.string(), type: z.string().optional(), code: z.number().optional(),
    error_data: z.looseObject({ details: z.string().optional() }).optional(),
  }),
});

/**
 * The Cloud API's refusals of a template send: no such template in that language (or not approved), and one
 * WhatsApp paused or disabled. Not retryable: the template has to change first.
 */
export const TEMPLATE_SEND_ERRORS = { missing: 132001, paused: 132015, disabled: 132016 } as const;

/**
 * The WhatsApp Cloud API's webhook payload (`object: whatsapp_business_account`, `entry[].changes[].value`),
 * as far as the channel reads it. Objects are loose: Meta adds fields, and an unknown field must not turn
 * a delivery into a 400 (Meta would retry it for days). Message and status types we do not handle are
 * kept as strings and skipped by the server.
 */
import { z } from 'zod';

export const WHATSAPP_WEBHOOK_PATH = '/webhooks/whatsapp';
/** The header Meta signs the raw body in: `sha256=<hex HMAC-SHA256 with the app secret>`. */
export const WHATSAPP_SIGNATURE_HEADER = 'x-hub-signature-256';

const mediaSchema = z.looseObject({
  id: z.string().min(1),
  mime_type: z.string().optional(),
  sha256: z.string().optional(),
  caption: z.string().optional(),
  filename: z.string().optional(),
});

export const WHATSAPP_MEDIA_TYPES = ['image', 'document', 'audio', 'video'] as const;
export type WhatsAppMediaType = (typeof WHATSAPP_MEDIA_TYPES)[number];

export const inboundMessageSchema = z.looseObject({
  from: z.string().min(1),
  id: z.string().min(1),
  timestamp: z.string().optional(),
  type: z.string(),
  /** A reply to one of our messages names it: a template's quick-reply press carries the template message's wamid. */
  context: z.looseObject({ from: z.string().optional(), id: z.string().min(1) }).optional(),
  text: z.looseObject({ body: z.string() }).optional(),
  interactive: z.looseObject({
    type: z.string(),
    button_reply: z.looseObject({ id: z.string(), title: z.string() }).optional(),
    list_reply: z.looseObject({ id: z.string(), title: z.string(), description: z.string().optional() }).optional(),
  }).optional(),
  /** A template's quick-reply button. */
  button: z.looseObject({ payload: z.string().optional(), text: z.string() }).optional(),
  location: z.looseObject({
    latitude: z.number(), longitude: z.number(), name: z.string().optional(), address: z.string().optional(), url: z.string().optional(),
  }).optional(),
  image: mediaSchema.optional(),
  document: mediaSchema.optional(),
  audio: mediaSchema.optional(),
  video: mediaSchema.optional(),
});
export type InboundMessage = z.infer<typeof inboundMessageSchema>;

/** Delivery states of an outbound message, in the order they can only move forward (see statusRank). */
export const WHATSAPP_STATUSES = ['sent', 'delivered', 'read', 'failed'] as const;
export type WhatsAppStatus = (typeof WHATSAPP_STATUSES)[number];

export const statusSchema = z.looseObject({
  id: z.string().min(1),
  status: z.string(),
  timestamp: z.string().optional(),
  recipient_id: z.string().optional(),
  /** What the send put in biz_opaque_callback_data (a broadcast recipient's key and attempt). */
  biz_opaque_callback_data: z.string().optional(),
  errors: z.array(z.looseObject({ code: z.number(), title: z.string().optional(), message: z.string().optional() })).optional(),
});
export type InboundStatus = z.infer<typeof statusSchema>;

export const contactSchema = z.looseObject({ wa_id: z.string(), profile: z.looseObject({ name: z.string().optional() }).optional() });

export const changeValueSchema = z.looseObject({
  messaging_product: z.string().optional(),
  metadata: z.looseObject({ display_phone_number: z.string().optional(), phone_number_id: z.string() }),
  contacts: z.array(contactSchema).optional(),
  messages: z.array(inboundMessageSchema).optional(),
  statuses: z.array(statusSchema).optional(),
});
export type ChangeValue = z.infer<typeof changeValueSchema>;

export const webhookPayloadSchema = z.looseObject({
  object: z.literal('whatsapp_business_account'),
  entry: z.array(z.looseObject({
    id: z.string(),
    changes: z.array(z.looseObject({ field: z.string(), value: z.unknown() })),
  })),
});
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;

/** GET verification: Meta subscribes the callback URL with these query parameters. */
export const verifyQuerySchema = z.looseObject({
  'hub.mode': z.string().optional(),
  'hub.verify_token': z.string().optional(),
  'hub.challenge': z.string().optional(),
});

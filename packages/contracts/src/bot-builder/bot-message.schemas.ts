/**
 * Bot messages (§2 botmessages, §3 "Variation", "Default message variation"): a named message of one
 * §3 type with variations by channel, country, language and param1; each variation holds A/B
 * versions with weights. Text is sanitised rich text (§5 editor formats) that may mention variables
 * as {{name}}.
 */
import { z } from 'zod';
import { CHANNELS } from '../common/constants';
import { isValidVideoLink } from '../common/rules';
import { optionalSafeUrlSchema } from '../common/safe-url';
import { buttonSchema, cardSchema, MESSAGE_TYPES, messageContentSchema } from '../live-chat/live-chat.schemas';

/** §5: a video message's link (besides an uploaded file) is an .mp4 file or a video-sharing service's page. */
export const VIDEO_LINK_MESSAGE = 'A video link must be an .mp4 file or a YouTube or Vimeo page';

/** Types a trainer can build (whisper, systemText and uploadedDocument are made by people or the system). */
export const BOT_MESSAGE_TYPES = MESSAGE_TYPES.filter((type) => !['whisper', 'systemText', 'uploadedDocument'].includes(type));
export type BotMessageType = (typeof MESSAGE_TYPES)[number];

export const VARIATION_TYPES = ['channel', 'country', 'language', 'param1'] as const;
export type VariationType = (typeof VARIATION_TYPES)[number];

/** §3 default variation: the one answered when no other matches the customer. */
export const DEFAULT_VARIATION = { channel: 'website', country: 'in', language: 'en', param1: 'opt1' } as const;
/** §3 "a new variation gets weight 100". */
export const NEW_VARIATION_WEIGHT = 100;

/** The choices of each variation dimension (getBotMessageVariationList answers these). */
export const variationOptionSchema = z.object({ type: z.enum(VARIATION_TYPES), label: z.string(), value: z.string() });
export type VariationOption = z.infer<typeof variationOptionSchema>;

/** A button's or link's address: http, https, mailto or tel (never javascript: or data:). */
const linkUrl = optionalSafeUrlSchema().optional();
const botButtonSchema = buttonSchema.extend({ url: linkUrl });
/** What a trainer stores: every address a customer could open is a safe one (common/safe-url.ts). */
export const botMessageContentSchema = messageContentSchema.extend({
  buttons: z.array(botButtonSchema).optional(),
  quickReplies: z.array(botButtonSchema).optional(),
  /** An uploaded file (/media/…) or a web address. */
  mediaUrl: optionalSafeUrlSchema({ web: true, relative: true }).optional(),
  cards: z.array(cardSchema.extend({ imageUrl: optionalSafeUrlSchema({ web: true, relative: true }).optional(), buttons: z.array(botButtonSchema).optional() })).optional(),
  /** A link message's address, or an uploaded document (/media/…). */
  url: optionalSafeUrlSchema({ relative: true }).optional(),
});

export const abTestingSchema = z.object({
  vid: z.string().min(1),
  weight: z.number().int().min(0, 'Weight is 0 to 100').max(100, 'Weight is 0 to 100').default(NEW_VARIATION_WEIGHT),
  content: botMessageContentSchema,
});
export type AbTesting = z.infer<typeof abTestingSchema>;

export const variationSchema = z.object({
  vid: z.string().min(1),
  channel: z.enum(CHANNELS).default(DEFAULT_VARIATION.channel),
  country: z.string().min(2).max(8).default(DEFAULT_VARIATION.country),
  language: z.string().min(2).max(8).default(DEFAULT_VARIATION.language),
  param1: z.string().min(1).max(40).default(DEFAULT_VARIATION.param1),
  abTestings: z.array(abTestingSchema).min(1, 'A variation needs at least one version').max(10),
});
export type Variation = z.infer<typeof variationSchema>;

export const botMessageInputSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(80, 'Name is at most 80 characters'),
  type: z.enum(MESSAGE_TYPES).refine((type) => BOT_MESSAGE_TYPES.includes(type), 'This type is not a bot message type'),
  variations: z.array(variationSchema).min(1, 'A message needs at least one variation').max(50),
}).superRefine((input, ctx) => {
  const seen = new Set<string>();
  for (const [index, v] of input.variations.entries()) {
    const key = `${v.channel}/${v.country}/${v.language}/${v.param1}`;
    if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['variations', index], message: `Two variations are for ${key}` });
    seen.add(key);
    for (const [version, ab] of v.abTestings.entries()) {
      if (input.type === 'video' && ab.content.url && !isValidVideoLink(ab.content.url)) {
        ctx.addIssue({ code: 'custom', path: ['variations', index, 'abTestings', version, 'content', 'url'], message: VIDEO_LINK_MESSAGE });
      }
    }
    if (v.abTestings.every((ab) => ab.weight === 0)) {
      ctx.addIssue({ code: 'custom', path: ['variations', index, 'abTestings'], message: 'At least one version needs a weight above 0' });
    }
  }
});
export type BotMessageInput = z.infer<typeof botMessageInputSchema>;

export const botMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(MESSAGE_TYPES),
  variations: z.array(variationSchema),
  updatedAt: z.string(),
});
export type BotMessage = z.infer<typeof botMessageSchema>;

/** Who the bot is answering: picks the variation. */
export interface Audience { channel: string; country: string; language: string; param1: string }

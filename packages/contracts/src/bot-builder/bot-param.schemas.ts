/** Bot params (§2 botparams, §3 "bot variable (_id)"): the variables workflows capture, set and test. */
import { z } from 'zod';
import { botNameSchema } from './bot-builder.schemas';

export const BOT_PARAM_TYPES = ['text', 'number', 'boolean', 'date'] as const;
export type BotParamType = (typeof BOT_PARAM_TYPES)[number];

/** Filled by the runtime for every conversation; trainers can read them but not define them. */
export const SYSTEM_BOT_PARAMS = ['customerName', 'psid', 'channel', 'country', 'language', 'lastMessage', 'intent'] as const;

export const botParamInputSchema = z.object({
  name: botNameSchema.refine((name) => !(SYSTEM_BOT_PARAMS as readonly string[]).includes(name), 'This name is a built-in variable'),
  type: z.enum(BOT_PARAM_TYPES).default('text'),
  defaultValue: z.string().max(500).default(''),
  description: z.string().trim().max(300).default(''),
});
export type BotParamInput = z.infer<typeof botParamInputSchema>;

export const botParamSchema = z.object({
  _id: z.string(),
  name: z.string(),
  type: z.enum(BOT_PARAM_TYPES),
  defaultValue: z.string(),
  description: z.string(),
  updatedAt: z.string(),
});
export type BotParam = z.infer<typeof botParamSchema>;

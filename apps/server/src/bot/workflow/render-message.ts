/**
 * A bot message as one customer sees it: the variation for their audience (exact match on channel,
 * country, language and param1; else the one matching the most, channel weighing most, then
 * language, country, param1; else §3's default variation; else the first), then an A/B version
 * drawn by weight, then {{variables}} filled into its texts.
 */
import { DEFAULT_VARIATION, VARIATION_TYPES, type AbTesting, type Audience, type BotMessage, type Variation } from '@switchboard/contracts/bot-builder/bot-message.schemas';
import type { MessageContent } from '@switchboard/contracts/live-chat/live-chat.schemas';
import type { BotMessageDraft } from '@/bot/bot';
import type { Variables } from '@/bot/runtime-ports';
import { fillTemplate } from './template';

/** Channel outweighs every other dimension together, and so on down. */
const WEIGHT: Record<(typeof VARIATION_TYPES)[number], number> = { channel: 8, language: 4, country: 2, param1: 1 };
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function chooseVariation(variations: readonly Variation[], audience: Audience): Variation | undefined {
  let best: Variation | undefined;
  let bestScore = 0;
  for (const variation of variations) {
    let score = 0;
    for (const type of VARIATION_TYPES) if (same(variation[type], audience[type])) score += WEIGHT[type];
    if (score > bestScore) {
      best = variation;
      bestScore = score;
    }
  }
  return best
    ?? variations.find((v) => VARIATION_TYPES.every((type) => same(v[type], DEFAULT_VARIATION[type])))
    ?? variations[0];
}

/** Draws a version by weight with `random()` in [0, 1); all weights 0: the first. */
export function chooseVersion(versions: readonly AbTesting[], random: () => number): AbTesting | undefined {
  const total = versions.reduce((sum, version) => sum + Math.max(0, version.weight), 0);
  if (total <= 0) return versions[0];
  let point = random() * total;
  for (const version of versions) {
    const weight = Math.max(0, version.weight);
    if (point < weight) return version;
    point -= weight;
  }
  return versions.findLast((version) => version.weight > 0);
}

function fillContent(content: MessageContent, variables: Variables): MessageContent {
  const fill = (text: string | undefined) => (text === undefined ? undefined : fillTemplate(text, variables));
  const plain = (text: string | undefined) => (text === undefined ? undefined : fillTemplate(text, variables, { html: false }));
  const filled: MessageContent = { ...content };
  if (content.text !== undefined) filled.text = fill(content.text)!;
  if (content.url !== undefined) filled.url = plain(content.url)!;
  if (content.buttons) filled.buttons = content.buttons.map((button) => ({ ...button, label: plain(button.label)! }));
  if (content.quickReplies) filled.quickReplies = content.quickReplies.map((button) => ({ ...button, label: plain(button.label)! }));
  return filled;
}

export interface RenderedMessage { draft: BotMessageDraft; vid?: string }

/**
 * Null when the message has no version to show (an empty message is logged, never sent). The draft's origin names
 * the message and the variation (the audience's, not the A/B version drawn) it came from.
 */
export function renderMessage(message: BotMessage, audience: Audience, variables: Variables, random: () => number): RenderedMessage | null {
  const variation = chooseVariation(message.variations, audience);
  const version = variation ? chooseVersion(variation.abTestings, random) : undefined;
  if (!variation || !version) return null;
  return {
    draft: { type: message.type, content: fillContent(version.content, variables), origin: { kind: 'botMessage', messageId: message.id, variationId: variation.vid } },
    vid: version.vid,
  };
}

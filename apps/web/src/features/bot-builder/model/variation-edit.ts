/**
 * Editing a bot message's variations (§3): the default variation first and never removed, a new
 * variation or A/B version gets weight 100, one variation per channel/country/language/param1,
 * and each version's share of its variation in percent.
 */
import { DEFAULT_VARIATION, NEW_VARIATION_WEIGHT, VARIATION_TYPES, type AbTesting, type Variation, type VariationOption } from '@switchboard/contracts/bot-builder/bot-message.schemas';
import type { MessageContent } from '@switchboard/contracts/live-chat/live-chat.schemas';

export type Audience = Pick<Variation, 'channel' | 'country' | 'language' | 'param1'>;

export const newId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `v-${Date.now()}-${Math.random().toString(36).slice(2)}`;

export const audienceKey = (v: Audience) => `${v.channel}/${v.country}/${v.language}/${v.param1}`;
/** What a trainer reads for an audience: each part's label from the variation list (its code when the list lacks it). */
export const audienceLabel = (v: Audience, options: readonly VariationOption[]) => VARIATION_TYPES
  .map((type) => options.find((option) => option.type === type && option.value === v[type])?.label ?? v[type]).join(' · ');
export const isDefaultVariation = (v: Audience) => audienceKey(v) === audienceKey(DEFAULT_VARIATION);

/** A version with the content of `from` (or empty rich text) and weight 100. */
export const newVersion = (from?: MessageContent): AbTesting => ({ vid: newId(), weight: NEW_VARIATION_WEIGHT, content: from ? structuredClone(from) : { text: '', format: 'html' } });

/** Adds a variation for `audience` starting from the default variation's first version; refuses a duplicate audience. */
export function addVariation(variations: Variation[], audience: Audience, options: readonly VariationOption[] = []): Variation[] | string {
  if (variations.some((v) => audienceKey(v) === audienceKey(audience))) return `There is already a variation for ${audienceLabel(audience, options)}`;
  const template = variations.find(isDefaultVariation)?.abTestings[0]?.content;
  return [...variations, { vid: newId(), ...audience, abTestings: [newVersion(template)] }];
}

export function removeVariation(variations: Variation[], vid: string): Variation[] {
  return variations.filter((v) => v.vid !== vid || isDefaultVariation(v));
}

export const updateVariation = (variations: Variation[], vid: string, change: (v: Variation) => Variation): Variation[] =>
  variations.map((v) => (v.vid === vid ? change(v) : v));

export const addVersion = (variation: Variation): Variation => ({
  ...variation, abTestings: [...variation.abTestings, newVersion(variation.abTestings[variation.abTestings.length - 1]?.content)],
});

/** A variation keeps at least one version. */
export const removeVersion = (variation: Variation, vid: string): Variation =>
  variation.abTestings.length <= 1 ? variation : { ...variation, abTestings: variation.abTestings.filter((ab) => ab.vid !== vid) };

export const setWeight = (variation: Variation, vid: string, weight: number): Variation => ({
  ...variation, abTestings: variation.abTestings.map((ab) => (ab.vid === vid ? { ...ab, weight: Math.max(0, Math.min(100, Math.round(weight))) } : ab)),
});

export const setContent = (variation: Variation, vid: string, content: MessageContent): Variation => ({
  ...variation, abTestings: variation.abTestings.map((ab) => (ab.vid === vid ? { ...ab, content } : ab)),
});

/** Each version's share of its variation in % (one decimal; all zero when every weight is zero). */
export function weightShares(versions: readonly { weight: number }[]): number[] {
  const total = versions.reduce((sum, v) => sum + v.weight, 0);
  return versions.map((v) => (total === 0 ? 0 : Math.round((v.weight / total) * 1000) / 10));
}

/** Problems to fix before saving (the server says the same). */
export function variationProblems(variations: Variation[], options: readonly VariationOption[] = []): string[] {
  const problems: string[] = [];
  if (!variations.some(isDefaultVariation)) problems.push('The default variation is missing');
  for (const v of variations) {
    if (v.abTestings.every((ab) => ab.weight === 0)) problems.push(`${audienceLabel(v, options)}: at least one version needs a weight above 0`);
  }
  return problems;
}

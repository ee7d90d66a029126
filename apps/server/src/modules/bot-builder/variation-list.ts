/**
 * The choices of each variation dimension (getBotMessageVariationList, §3 "Variation"): the §3
 * channels, a list of countries and languages (ISO codes, the default's India and English first),
 * and param1's five options.
 */
import type { VariationOption } from '@switchboard/contracts/bot-builder/bot-message.schemas';
import { CHANNELS } from '@switchboard/contracts/common/constants';

const CHANNEL_LABELS: Record<(typeof CHANNELS)[number], string> = {
  website: 'Website', facebook: 'Facebook', android: 'Android', ios: 'iOS', wa: 'WhatsApp', ivr: 'IVR',
};

const COUNTRIES: Array<[string, string]> = [
  ['in', 'India'], ['us', 'United States'], ['gb', 'United Kingdom'], ['ae', 'United Arab Emirates'], ['sa', 'Saudi Arabia'],
  ['sg', 'Singapore'], ['my', 'Malaysia'], ['id', 'Indonesia'], ['ph', 'Philippines'], ['au', 'Australia'], ['ca', 'Canada'],
  ['de', 'Germany'], ['fr', 'France'], ['es', 'Spain'], ['it', 'Italy'], ['nl', 'Netherlands'], ['br', 'Brazil'], ['mx', 'Mexico'],
  ['za', 'South Africa'], ['ng', 'Nigeria'], ['ke', 'Kenya'], ['eg', 'Egypt'], ['jp', 'Japan'], ['kr', 'South Korea'],
  ['bd', 'Bangladesh'], ['lk', 'Sri Lanka'], ['np', 'Nepal'], ['pk', 'Pakistan'],
];

const LANGUAGES: Array<[string, string]> = [
  ['en', 'English'], ['hi', 'Hindi'], ['bn', 'Bengali'], ['ta', 'Tamil'], ['te', 'Telugu'], ['mr', 'Marathi'], ['gu', 'Gujarati'],
  ['kn', 'Kannada'], ['ml', 'Malayalam'], ['pa', 'Punjabi'], ['ar', 'Arabic'], ['es', 'Spanish'], ['fr', 'French'], ['de', 'German'],
  ['pt', 'Portuguese'], ['it', 'Italian'], ['nl', 'Dutch'], ['id', 'Indonesian'], ['ms', 'Malay'], ['ja', 'Japanese'], ['ko', 'Korean'],
  ['zh', 'Chinese'],
];

export const VARIATION_LIST: VariationOption[] = [
  ...CHANNELS.map((value) => ({ type: 'channel' as const, label: CHANNEL_LABELS[value], value })),
  ...COUNTRIES.map(([value, label]) => ({ type: 'country' as const, label, value })),
  ...LANGUAGES.map(([value, label]) => ({ type: 'language' as const, label, value })),
  ...[1, 2, 3, 4, 5].map((n) => ({ type: 'param1' as const, label: `Option ${n}`, value: `opt${n}` })),
];

// Issue 21, point 7: raw codes ("text_with_buttons", "oriAdmin", channel "wa") never reach people.
import { describe, expect, it } from 'vitest';
import { CHANNEL_LABELS, CHANNELS, channelLabel } from './constants';
import { CHAT_STATE_LABELS, CHAT_STATES, MESSAGE_TYPE_LABELS, MESSAGE_TYPES } from '../live-chat/live-chat.schemas';
import { ROLE_LABELS, ROLES, roleLabel } from '../roles';
import {
  TEMPLATE_CATEGORIES, TEMPLATE_CATEGORY_LABELS, TEMPLATE_QUALITIES, TEMPLATE_QUALITY_LABELS, TEMPLATE_STATUS_LABELS, TEMPLATE_STATUSES,
} from '../whatsapp/whatsapp.templates';

/** A label people read: a capital first (or iOS), no underscores, no camelCase joints but in the brand names. */
const readable = (label: string) =>
  /^([A-Z]|iOS)/.test(label) && !label.includes('_') && !/[a-z][A-Z]/.test(label.replace(/WhatsApp|iOS/g, 'Brand'));

describe('human labels beside the enums', () => {
  it.each([
    ['channels', CHANNELS, CHANNEL_LABELS],
    ['message types', MESSAGE_TYPES, MESSAGE_TYPE_LABELS],
    ['chat states', CHAT_STATES, CHAT_STATE_LABELS],
    ['roles', ROLES, ROLE_LABELS],
    ['template categories', TEMPLATE_CATEGORIES, TEMPLATE_CATEGORY_LABELS],
    ['template statuses', TEMPLATE_STATUSES, TEMPLATE_STATUS_LABELS],
    ['template qualities', TEMPLATE_QUALITIES, TEMPLATE_QUALITY_LABELS],
  ] as const)('label every one of the %s readably', (_name, codes, labels) => {
    for (const code of codes) expect(readable((labels as Record<string, string>)[code] ?? ''), `${code} → ${(labels as Record<string, string>)[code]}`).toBe(true);
  });

  it('names the raw codes of the issue', () => {
    expect(MESSAGE_TYPE_LABELS.text_with_buttons).toBe('Text with buttons');
    expect(CHANNEL_LABELS.wa).toBe('WhatsApp');
    expect(channelLabel('wa')).toBe('WhatsApp');
    expect(channelLabel('telegram')).toBe('telegram');
    expect(roleLabel('oriAdmin')).toBe('Owner');
    expect(roleLabel('Night shift leads')).toBe('Night shift leads');
  });
});

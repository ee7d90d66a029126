/** Structural checks of what the server sends on /webchat: the widget bundles no zod, so each payload is checked by hand. */
import type { ChatState, CustomerMessageAck, WidgetConfig } from './events';

export const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
export const isAck = (value: unknown): value is CustomerMessageAck =>
  isObject(value) && typeof value.chatlogId === 'string' && typeof value.seq === 'number';
const CHAT_STATES: readonly string[] = ['BotHandling', 'Inqueue', 'Pending', 'AgentHandling', 'Resolved'];
export const asChatState = (value: unknown): ChatState | null =>
  typeof value === 'string' && CHAT_STATES.includes(value) ? (value as ChatState) : null;
const FORM_MODES: readonly unknown[] = ['off', 'optional', 'required'];
const SURVEY_MODES: readonly unknown[] = ['stars', 'thumbs', 'off'];
/** A structural check of `widgetConfig` (the widget bundles no zod). */
export const asConfig = (value: unknown): WidgetConfig | null =>
  isObject(value) && FORM_MODES.includes(value.preChatForm) && SURVEY_MODES.includes(value.satisfactionSurvey) && typeof value.talkToPerson === 'boolean'
    ? {
      preChatForm: value.preChatForm as WidgetConfig['preChatForm'], satisfactionSurvey: value.satisfactionSurvey as WidgetConfig['satisfactionSurvey'],
      talkToPerson: value.talkToPerson,
    }
    : null;

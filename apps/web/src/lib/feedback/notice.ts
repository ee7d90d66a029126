/**
 * Notification rules (spec §5, §9): a notice is accepted only with a message and a description, an
 * unknown type falls back to info, and the heading defaults to 'Info Message'.
 */
import { TEXTS } from '@switchboard/contracts/common/texts';

export const NOTICE_TYPES = ['success', 'info', 'warning', 'error'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

export interface NoticeInput {
  type?: string;
  /** Heading; 'Info Message' when absent. */
  title?: string;
  message?: string;
  description?: string;
  /** Seconds; 0 never closes. Defaults to the App-wide 3 s. */
  duration?: number;
  key?: string;
  /** One button on the notice (e.g. 'Open chat'); the notice closes when it is used. */
  action?: NoticeAction;
}

export interface NoticeAction {
  label: string;
  run: () => void;
}

export interface Notice {
  type: NoticeType;
  title: string;
  message: string;
  description: string;
  duration?: number;
  key: string;
  action?: NoticeAction;
}

const isNoticeType = (value: unknown): value is NoticeType => NOTICE_TYPES.includes(value as NoticeType);

/** The notice to show, or null when it lacks a message or a description. */
export function normalizeNotice(input: NoticeInput): Notice | null {
  const message = input.message?.trim();
  const description = input.description?.trim();
  if (!message || !description) return null;
  const title = input.title?.trim() || TEXTS.defaultNotificationTitle;
  const notice: Notice = {
    type: isNoticeType(input.type) ? input.type : 'info',
    title,
    message,
    description,
    key: input.key ?? `${title}:${message}`,
  };
  if (input.duration !== undefined) notice.duration = input.duration;
  if (input.action) notice.action = input.action;
  return notice;
}

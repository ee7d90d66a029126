/**
 * Toasts, notices and modals from anywhere (http client, stores, sockets). Toasts and modals are antd's, notices the
 * console's own (notice-stack.tsx); each loads on first use, so the first screen does not carry them; calls keep their order.
 */
import type * as FeedbackModule from '@/lib/feedback/antd-feedback';
import type * as NoticeStackModule from '@/lib/feedback/notice-stack';
import { normalizeNotice, type NoticeInput } from '@/lib/feedback/notice';

type Feedback = typeof FeedbackModule;

let loading: Promise<Feedback> | null = null;
const feedback = (): Promise<Feedback> => (loading ??= import('@/lib/feedback/antd-feedback'));
let noticesLoading: Promise<typeof NoticeStackModule> | null = null;
const notices = () => (noticesLoading ??= import('@/lib/feedback/notice-stack'));

/** Settles once the feedback modules requested have loaded (tests wait for them before teardown). */
export const feedbackLoaded = (): Promise<unknown> => Promise.all([loading, noticesLoading]);

type ToastKind = 'success' | 'error' | 'info' | 'warning';
const toastOf = (kind: ToastKind) => (text: string, durationS?: number) =>
  void feedback().then(({ message }) => message[kind](text, durationS));

export const toast = {
  success: toastOf('success'),
  error: toastOf('error'),
  info: toastOf('info'),
  warning: toastOf('warning'),
};

/** Shows a notice when it passes the rules; returns whether it was accepted. */
export function notify(input: NoticeInput): boolean {
  const notice = normalizeNotice(input);
  if (!notice) return false;
  const description = notice.message === notice.title ? notice.description : `${notice.message} ${notice.description}`;
  void notices().then(({ showNotice }) => showNotice({ ...notice, description }));
  return true;
}

/** An error carrying a title and content: a modal with an OK button only. */
export function showErrorModal(title: string, content: string): void {
  void import('@/lib/feedback/modals').then(({ openErrorModal }) => openErrorModal(title, content));
}

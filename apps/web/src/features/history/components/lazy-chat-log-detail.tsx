/**
 * The chosen chat's transcript, profile and actions loaded on demand (issue 22): /history arrives with no chat chosen,
 * yet the detail brought its actions' dialogs, selects and forms onto every cold load of the page. It is fetched when a
 * chat is chosen (or a link names one), or a moment before: when the pointer or the keyboard reaches the list.
 */
import { Skeleton } from 'antd';
import { lazyComponent } from '@/lib/lazy/lazy-component';

/** What the detail column says before a chat is chosen. */
export const NO_CHAT_CHOSEN = 'Select a chat to read it';

// The same skeleton as the detail's own while its chat loads: the column does not change when the code arrives.
const detail = lazyComponent(() => import('@/features/history/components/chat-log-detail').then((module) => module.ChatLogDetail),
  <Skeleton active paragraph={{ rows: 10 }} />);

export const LazyChatLogDetail = detail.Lazy;
export const preloadChatLogDetail = detail.preload;

/**
 * The open chat's panes loaded on demand (issue 22): /chats arrives with no chat open, yet the chat pane (messages,
 * composer, actions and their dialogs) and the profile (notes, widgets, tags; a drawer below 1200 px) brought antd's form controls, dialogs
 * and selects onto every cold load of the page. They are fetched when a chat opens, or a moment before: when the
 * pointer or the keyboard reaches the chat lists (preloadChatPanes). Until they arrive a skeleton holds the pane.
 */
import { Skeleton } from 'antd';
import { lazyComponent } from '@/lib/lazy/lazy-component';

const loading = <Skeleton active style={{ padding: 16 }} />;

const chatPane = lazyComponent(() => import('@/features/live-chat/components/chat-pane').then((module) => module.ChatPane), loading);
const profilePanel = lazyComponent(() => import('@/features/live-chat/components/profile-panel').then((module) => module.ProfilePanel), loading);
// Closed until the member asks for the profile: nothing to hold in the meantime.
const profileDrawer = lazyComponent(() => import('@/features/live-chat/components/profile-drawer').then((module) => module.ProfileDrawer), null);

export const LazyChatPane = chatPane.Lazy;
export const LazyProfilePanel = profilePanel.Lazy;
export const LazyProfileDrawer = profileDrawer.Lazy;

/** Starts fetching the panes' code (once). */
export const preloadChatPanes = (): Promise<unknown> => Promise.all([chatPane.preload(), profilePanel.preload(), profileDrawer.preload()]);

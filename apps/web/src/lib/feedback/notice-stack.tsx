/**
 * The console's notices (spec §9: bottom-right, offset 50, 3 s; 0 never closes), drawn with its own elements instead
 * of antd's notification (issue 22): the denied-notification notice shows on every signed-in load of a browser that
 * denies notifications, and antd's notification made each such page fetch 10 KiB (brotli) before it settled.
 * A notice with the key of one shown replaces it; its timer stops while the pointer or focus is on it (as antd's did).
 */
import { CheckCircleFilled, CloseCircleFilled, CloseOutlined, ExclamationCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import { useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { TIMING } from '@switchboard/contracts/common/constants';
import type { Notice, NoticeType } from '@/lib/feedback/notice';

/** What a notice shows: its heading, the text under it (message and description joined by the caller). */
export type ShownNotice = Pick<Notice, 'type' | 'key' | 'action' | 'duration'> & { title: string; description: string };

let notices: readonly ShownNotice[] = [];
const listeners = new Set<() => void>();
const publish = (next: readonly ShownNotice[]) => {
  notices = next;
  listeners.forEach((listener) => listener());
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Shows a notice (replacing the one with its key, in its place). */
export function showNotice(notice: ShownNotice): void {
  mount();
  const at = notices.findIndex(({ key }) => key === notice.key);
  publish(at === -1 ? [...notices, notice] : notices.map((shown, index) => (index === at ? notice : shown)));
}

export function closeNotice(key: string): void {
  publish(notices.filter((notice) => notice.key !== key));
}

/** The notices shown (tests). */
export const shownNotices = (): readonly ShownNotice[] => notices;

let host: HTMLElement | null = null;
/** The stack draws in its own root at the end of the page, whatever screen (signed in or not) is up. */
function mount(): void {
  if (host?.isConnected) return;
  host = document.createElement('div');
  document.body.appendChild(host);
  createRoot(host).render(<NoticeStack />);
}

const ICONS: Record<NoticeType, ReactNode> = {
  success: <CheckCircleFilled />,
  info: <InfoCircleFilled />,
  warning: <ExclamationCircleFilled />,
  error: <CloseCircleFilled />,
};

export function NoticeStack() {
  const shown = useSyncExternalStore(subscribe, () => notices);
  if (shown.length === 0) return null;
  return (
    <section className="sb-notices" aria-label="Notifications" style={{ bottom: TIMING.notificationOffset }}>
      {shown.map((notice) => <NoticeCard key={notice.key} notice={notice} />)}
    </section>
  );
}

function NoticeCard({ notice }: { notice: ShownNotice }) {
  const seconds = notice.duration ?? TIMING.notificationDurationS;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stop = () => clearTimeout(timer.current);
  const start = () => {
    stop();
    if (seconds > 0) timer.current = setTimeout(() => closeNotice(notice.key), seconds * 1000);
  };
  // A replaced notice (same key) starts its time again.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- start/stop read this render's notice
  useEffect(() => { start(); return stop; }, [notice]);
  return (
    <div role="alert" className={`sb-notice sb-notice--${notice.type}`} onMouseEnter={stop} onMouseLeave={start} onFocus={stop} onBlur={start}>
      <span className="sb-notice__icon" aria-hidden>{ICONS[notice.type]}</span>
      <div className="sb-notice__title">{notice.title}</div>
      <div className="sb-notice__description">{notice.description}</div>
      {notice.action && (
        <div className="sb-notice__actions">
          <button type="button" className="sb-button-primary sb-button-primary--small" onClick={() => {
            closeNotice(notice.key);
            notice.action?.run();
          }}>{notice.action.label}</button>
        </div>
      )}
      <button type="button" className="sb-notice__close" aria-label="Close" onClick={() => closeNotice(notice.key)}><CloseOutlined /></button>
    </div>
  );
}

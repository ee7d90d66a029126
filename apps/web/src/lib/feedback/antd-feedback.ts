/**
 * antd's toast and notice APIs with the spec's settings (§9): toasts 2 s, at most 3; notices
 * bottom-right, offset 50, 3 s. Loaded on first use; the theme reaches them through
 * ConfigProvider's holderRender (set by the app's providers).
 */
import { Button, message, notification } from 'antd';
import { createElement, type ReactNode } from 'react';
import { TIMING } from '@switchboard/contracts/common/constants';
import type { NoticeAction } from '@/lib/feedback/notice';

message.config({ duration: TIMING.toastDurationS, maxCount: TIMING.toastMaxCount });
notification.config({ placement: 'bottomRight', bottom: TIMING.notificationOffset, duration: TIMING.notificationDurationS });

export { message, notification };

/** The notice's button: runs the action and closes the notice. */
export function noticeActions(key: string, action: NoticeAction | undefined): ReactNode {
  if (!action) return undefined;
  return createElement(Button, {
    type: 'primary', size: 'small', onClick: () => {
      notification.destroy(key);
      action.run();
    },
  }, action.label);
}

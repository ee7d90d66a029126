/**
 * antd's toast and notice APIs with the spec's settings (§9): toasts 2 s, at most 3; notices
 * bottom-right, offset 50, 3 s. Loaded on first use; the theme reaches them through
 * ConfigProvider's holderRender (set by the app's providers).
 */
import { message, notification } from 'antd';
import { TIMING } from '@switchboard/contracts/common/constants';

message.config({ duration: TIMING.toastDurationS, maxCount: TIMING.toastMaxCount });
notification.config({ placement: 'bottomRight', bottom: TIMING.notificationOffset, duration: TIMING.notificationDurationS });

export { message, notification };

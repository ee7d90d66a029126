/**
 * antd's toasts with the spec's settings (§9): 2 s, at most 3. Loaded on first use; the theme reaches them through
 * ConfigProvider's holderRender (set by the app's providers). Notices are the console's own (notice-stack.tsx).
 */
import { message } from 'antd';
import { TIMING } from '@switchboard/contracts/common/constants';

message.config({ duration: TIMING.toastDurationS, maxCount: TIMING.toastMaxCount });

export { message };

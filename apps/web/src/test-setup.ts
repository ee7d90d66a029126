// Unit tests never render antd's toasts and notices: they render after the test has ended, once
// jsdom is gone, and fail the run. Tests that care about feedback spy on these stand-ins.
import { afterEach, vi } from 'vitest';
import { feedbackLoaded } from '@/lib/feedback/feedback';

vi.mock('@/lib/feedback/antd-feedback', () => {
  const api = () => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), open: vi.fn(), destroy: vi.fn() });
  return { message: api(), notification: api(), noticeActions: vi.fn() };
});

// The stand-in still loads lazily; let it land before the environment is torn down.
afterEach(() => feedbackLoaded());

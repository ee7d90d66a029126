// Unit tests never render antd's toasts and notices: they render after the test has ended, once
// jsdom is gone, and fail the run. Tests that care about feedback spy on these stand-ins.
import { afterEach, vi } from 'vitest';
import { feedbackLoaded } from '@/lib/feedback/feedback';

vi.mock('@/lib/feedback/antd-feedback', () => {
  const api = () => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), open: vi.fn(), destroy: vi.fn() });
  return { message: api(), notification: api(), noticeActions: vi.fn() };
});

// What jsdom lacks and antd's components measure or query on mount; React's act() environment flag
// (plain-logic tests run without a DOM: see vitest.config.ts).
if (typeof window !== 'undefined') {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  window.matchMedia ??= (query: string) =>
    ({ matches: false, media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} }) as unknown as MediaQueryList;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

// The stand-in still loads lazily; let it land before the environment is torn down.
afterEach(() => feedbackLoaded());

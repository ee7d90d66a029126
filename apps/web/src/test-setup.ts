// Unit tests never render antd's toasts and notices: they render after the test has ended, once
// jsdom is gone, and fail the run. Tests that care about feedback spy on these stand-ins.
import { afterEach, vi } from 'vitest';
import { feedbackLoaded } from '@/lib/feedback/feedback';

vi.mock('@/lib/feedback/antd-feedback', () => {
  const api = () => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn(), open: vi.fn(), destroy: vi.fn() });
  return { message: api() };
});
vi.mock('@/lib/feedback/notice-stack', () => ({ showNotice: vi.fn(), closeNotice: vi.fn() }));

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
  // jsdom's computed styles have two gaps antd trips over. It computes no pseudo-element styles and reports "Not
  // implemented" when asked (antd's scrollbar measurement asks for ::-webkit-scrollbar when a Modal, Drawer or Table
  // opens): answer as for an element with no such rule. And it leaves paddings and border widths unresolved ("medium",
  // var(--ant-…), empty) where a browser gives a length, so an auto-sized TextArea adds up NaN and React reports
  // "`NaN` is an invalid value for the `height` css style property": jsdom lays nothing out, so these are 0px.
  const computedStyle = window.getComputedStyle.bind(window);
  const ZERO_BY_DEFAULT = /^(padding-(top|right|bottom|left)|border-(top|right|bottom|left)-width)$/;
  window.getComputedStyle = (element: Element, pseudoElement?: string | null) => {
    if (pseudoElement) return document.createElement('div').style;
    const style = computedStyle(element);
    const value = style.getPropertyValue.bind(style);
    style.getPropertyValue = (name: string) => {
      const given = value(name);
      return ZERO_BY_DEFAULT.test(name) && Number.isNaN(parseFloat(given)) ? '0px' : given;
    };
    return style;
  };
}

// The stand-in still loads lazily; let it land before the environment is torn down.
afterEach(() => feedbackLoaded());

import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from '@/hooks/use-countdown';
import { useIdle } from '@/hooks/use-idle';

let root: Root;
let container: HTMLElement;

beforeEach(() => {
  vi.useFakeTimers();
  container = document.createElement('div');
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  vi.useRealTimers();
});

function Idle({ onIdle }: { onIdle: () => void }) {
  useIdle(10_000, onIdle, true);
  return null;
}

function Countdown({ onDone }: { onDone: () => void }) {
  return <span>{useCountdown(3, true, onDone)}</span>;
}

describe('useIdle', () => {
  it('fires after the timeout without activity, and activity postpones it', () => {
    const onIdle = vi.fn();
    act(() => root.render(<Idle onIdle={onIdle} />));
    act(() => vi.advanceTimersByTime(6_000));
    act(() => window.dispatchEvent(new Event('keydown')));
    act(() => vi.advanceTimersByTime(6_000));
    expect(onIdle).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(4_500));
    expect(onIdle).toHaveBeenCalledOnce();
  });
});

describe('useCountdown', () => {
  it('counts whole seconds down and calls onDone at zero', () => {
    const onDone = vi.fn();
    act(() => root.render(<Countdown onDone={onDone} />));
    expect(container.textContent).toBe('3');
    act(() => vi.advanceTimersByTime(1_100));
    expect(container.textContent).toBe('2');
    act(() => vi.advanceTimersByTime(2_000));
    expect(container.textContent).toBe('0');
    expect(onDone).toHaveBeenCalledOnce();
  });
});

/** Component tests: a React root in a fresh container for each test (unmounted and removed after it). */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

export interface DomRoot {
  readonly root: Root;
  readonly container: HTMLElement;
}

/** Call at the top of a test file (or describe): `dom.root` / `dom.container` belong to the running test. */
export function domRootPerTest(): DomRoot {
  let current: { root: Root; container: HTMLElement } | undefined;
  beforeEach(() => {
    const container = document.createElement('div');
    document.body.appendChild(container);
    current = { root: createRoot(container), container };
  });
  afterEach(() => {
    const done = current;
    current = undefined;
    if (done) act(() => done.root.unmount());
    done?.container.remove();
    document.body.innerHTML = '';
  });
  const now = () => {
    if (!current) throw new Error('domRootPerTest(): used outside a test');
    return current;
  };
  return {
    get root() {
      return now().root;
    },
    get container() {
      return now().container;
    },
  };
}

/** Lets pending promises, zero-delay timers and the React updates they cause run. */
export const settle = (rounds = 5) =>
  act(async () => {
    for (let i = 0; i < rounds; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });

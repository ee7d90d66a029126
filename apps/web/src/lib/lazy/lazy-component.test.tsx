/** Components fetched when first drawn (issue 22): nothing is fetched before, a fallback holds the place, once only. */
import { act, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyComponent } from '@/lib/lazy/lazy-component';
import { domRootPerTest, settle } from '@/test-support/dom-root';

const dom = domRootPerTest();

/** A component whose "code" arrives when the test says so. */
function deferred() {
  let loads = 0;
  let arrive: () => void = () => {};
  function Greeting({ name }: { name: string }) {
    const [count, setCount] = useState(0);
    return <button type="button" onClick={() => setCount(count + 1)}>Hello {name} {count}</button>;
  }
  const component = lazyComponent(() => {
    loads += 1;
    return new Promise<typeof Greeting>((resolve) => { arrive = () => resolve(Greeting); });
  }, <p>Loading</p>);
  return { ...component, loads: () => loads, arrive: () => act(async () => arrive()) };
}

describe('lazyComponent', () => {
  it('fetches nothing until drawn, shows the fallback, then the component with its props', async () => {
    const { Lazy, loads, arrive } = deferred();
    expect(loads()).toBe(0);
    act(() => dom.root.render(<Lazy name="Rita" />));
    expect(dom.container.textContent).toBe('Loading');
    await arrive();
    await settle();
    expect(dom.container.textContent).toBe('Hello Rita 0');
    expect(loads()).toBe(1);
  });

  it('after a preload, renders at once and fetches once; the code arriving does not remount a drawn one', async () => {
    const { Lazy, preload, loads, arrive } = deferred();
    act(() => dom.root.render(<><Lazy name="Rita" /></>));
    void preload();
    await arrive();
    await settle();
    act(() => dom.container.querySelector('button')!.click());
    expect(dom.container.textContent).toBe('Hello Rita 1');
    act(() => dom.root.render(<><Lazy name="Rita" /><Lazy key="second" name="Quinn" /></>));
    expect(dom.container.textContent).toBe('Hello Rita 1Hello Quinn 0');
    expect(loads()).toBe(1);
  });
});

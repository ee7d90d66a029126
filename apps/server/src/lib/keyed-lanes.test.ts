import { describe, expect, it } from 'vitest';
import { KeyedLanes } from './keyed-lanes';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('keyed lanes', () => {
  it('runs a key’s work in order, one at a time, and other keys beside it', async () => {
    const lanes = new KeyedLanes();
    const log: string[] = [];
    const step = (name: string, waits: number) => async () => {
      log.push(`${name} start`);
      for (let i = 0; i < waits; i++) await tick();
      log.push(`${name} end`);
    };
    const all = [lanes.run('a', step('a1', 3)), lanes.run('a', step('a2', 0)), lanes.run('b', step('b1', 0))];
    await Promise.all(all);
    expect(log.indexOf('a1 end')).toBeLessThan(log.indexOf('a2 start'));
    expect(log.indexOf('b1 end')).toBeLessThan(log.indexOf('a1 end'));
  });

  it('is idle once every queued piece of work has run', async () => {
    const lanes = new KeyedLanes();
    let done = 0;
    for (const key of ['a', 'a', 'b']) void lanes.run(key, async () => { await tick(); done += 1; });
    await lanes.idle();
    expect(done).toBe(3);
  });
});

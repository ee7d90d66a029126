// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cssInsertion } from './antd-static-styles';

/** Runs the code a chunk starts with, as the browser would. */
const run = (entries: Array<[string, string]>) => (0, eval)(cssInsertion(entries));
const styles = () => [...document.head.querySelectorAll('link[rel=stylesheet], style')].map((node) => node.getAttribute('href') ?? node.textContent);

describe('antd CSS carried by the chunks that draw it', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    delete (globalThis as { __sbAntdCss?: unknown }).__sbAntdCss;
  });

  it('adds each chunk’s groups after the previous chunk’s, all before the console’s own CSS', () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/assets/index.css">';
    run([['Shared', '.reset{}'], ['Button-Button', '.ant-btn{}']]);
    run([['Table-Table', '.ant-table{}']]);
    expect(styles()).toEqual(['.reset{}.ant-btn{}', '.ant-table{}', '/assets/index.css']);
  });

  it('adds a group once when two chunks carry it, and nothing for a chunk whose groups are all there', () => {
    run([['Input-Shared', '.in{}'], ['Form-Form', '.form{}']]);
    run([['Input-Shared', '.in{}']]);
    run([['Input-Shared', '.in{}'], ['Tabs-Tabs', '.tabs{}']]);
    expect(styles()).toEqual(['.in{}.form{}', '.tabs{}']);
  });
});

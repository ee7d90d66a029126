/** The editor on demand: its stand-in first (Quill's boxes, no editor), then the editor with a working handle. */
import { act, createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { LazyRichTextEditor, preloadRichTextEditor } from '@/components/rich-text/lazy-rich-text-editor';
import type { RichTextHandle } from '@/components/rich-text/rich-text-editor';
import { domRootPerTest, settle } from '@/test-support/dom-root';

// jsdom has no layout: Quill measures the caret to scroll it into view.
Range.prototype.getBoundingClientRect = () => new DOMRect();

const dom = domRootPerTest();
const placeholder = () => dom.container.querySelector('[data-testid="rich-text-placeholder"]');
const textbox = () => dom.container.querySelector<HTMLElement>('[role="textbox"][aria-label="Message"]');

/** Waits for the chunk (the same promise the lazy component waits for), then lets React swap it in. */
async function untilEditor() {
  await act(async () => void (await preloadRichTextEditor()));
  await settle();
}

describe('LazyRichTextEditor', () => {
  it('holds the editor’s place with Quill’s toolbar groups, then swaps the editor in, whose handle works', async () => {
    const ref = createRef<RichTextHandle>();
    await act(async () => dom.root.render(<LazyRichTextEditor ref={ref} ariaLabel="Message" placeholder="Type…" minHeight={40} />));
    // The chunk is still loading (the import resolves after the first render): the stand-in shows.
    expect(placeholder()).not.toBeNull();
    expect([...placeholder()!.querySelectorAll('.ql-formats')].map((group) => group.children.length)).toEqual([4, 2, 1, 2]);
    expect(placeholder()!.querySelector('.ql-editor')?.getAttribute('data-placeholder')).toBe('Type…');
    expect(textbox()).toBeNull();

    await untilEditor();
    expect(placeholder()).toBeNull();
    expect(textbox()).not.toBeNull();
    expect(dom.container.querySelectorAll('.ql-toolbar .ql-formats')).toHaveLength(4);
    expect(ref.current?.textBeforeCaret()).toBe('');
  }, 30_000); // the first import of Quill under jsdom: slow on the shared machine

  it('renders the editor at once once the chunk is here', async () => {
    await act(async () => dom.root.render(<LazyRichTextEditor ariaLabel="Message" />));
    await untilEditor();
    await act(async () => dom.root.render(<></>));
    await act(async () => dom.root.render(<LazyRichTextEditor ariaLabel="Message" />));
    expect(placeholder()).toBeNull();
    expect(textbox()).not.toBeNull();
  });
});

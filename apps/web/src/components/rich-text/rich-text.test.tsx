/** The console's rich text: the view builds allowed nodes only; the paste matcher keeps allowed formats only. */
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { filterAttributes, normaliseEditorHtml, stripPastedOps } from '@/components/rich-text/allowed-formats';
import { matchVariables, mentionSearchOf } from '@/components/rich-text/mention-trigger';
import { RichTextView } from '@/components/rich-text/rich-text-view';
import { domRootPerTest } from '@/test-support/dom-root';

const dom = domRootPerTest();
const show = async (html: string) => {
  await act(async () => dom.root.render(<RichTextView html={html} />));
  return dom.container.querySelector('.rich-text') as HTMLElement;
};

describe('RichTextView', () => {
  it('shows the §5 formats', async () => {
    const view = await show('<p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <span style="color: red; background-color: #ff0">c</span> '
      + '<a href="https://example.com">l</a></p><ul><li>one</li></ul>');
    expect(view.innerHTML).toBe('<p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <span style="color: red; background-color: rgb(255, 255, 0);">c</span> '
      + '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">l</a></p><ul><li>one</li></ul>');
  });

  it('never lets a script, an event handler or a javascript: link reach the DOM', async () => {
    const view = await show('<p>a<script>window.hacked = 1</script><img src="x" onerror="window.hacked = 2">'
      + '<a href="javascript:alert(1)">x</a><a href="https://ok.test" onclick="alert(1)">y</a><iframe src="https://e.test"></iframe>'
      + '<span style="position: fixed; background-image: url(javascript:alert(1))">z</span></p>');
    expect(view.querySelector('script, img, iframe, [onerror], [onclick]')).toBeNull();
    expect(view.innerHTML).not.toMatch(/javascript|onerror|onclick|position/);
    expect(view.innerHTML).toBe('<p>ax<a href="https://ok.test" target="_blank" rel="noopener noreferrer nofollow">y</a>z</p>');
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });
});

describe('editor formats', () => {
  it('keeps only allowed formats with safe values', () => {
    expect(filterAttributes({ insert: 'a', attributes: { bold: true, font: 'serif', size: 'huge', color: 'red', link: 'javascript:x', list: 'checked' } }))
      .toEqual({ insert: 'a', attributes: { bold: true, color: 'red' } });
    expect(filterAttributes({ insert: 'a', attributes: { align: 'center' } })).toEqual({ insert: 'a' });
  });

  it('strips pasted styles: colours, fonts, sizes and embeds go; bold, links and lists stay', () => {
    expect(stripPastedOps([
      { insert: 'Big red ', attributes: { bold: true, color: '#f00', background: '#000', size: 'large', font: 'monospace' } },
      { insert: { image: 'https://x/y.png' } },
      { insert: 'link', attributes: { link: 'https://example.com', italic: true } },
      { insert: '\n', attributes: { list: 'bullet', header: 1 } },
    ])).toEqual([
      { insert: 'Big red ', attributes: { bold: true } },
      { insert: 'link', attributes: { link: 'https://example.com', italic: true } },
      { insert: '\n', attributes: { list: 'bullet' } },
    ]);
  });

  it('writes plain spaces and drops trailing empty paragraphs', () => {
    expect(normaliseEditorHtml('<p>a&nbsp;b</p><p></p><p><br></p>')).toBe('<p>a b</p>');
  });

  it('opens mentions after {{ and matches variables', () => {
    expect(mentionSearchOf('Hi {{cus')).toBe('cus');
    expect(mentionSearchOf('Hi {{')).toBe('');
    expect(mentionSearchOf('Hi {{x}} there')).toBeNull();
    expect(matchVariables(['psid', 'customerName', 'lastMessage', 'name'], 'name')).toEqual(['name', 'customerName']);
  });
});

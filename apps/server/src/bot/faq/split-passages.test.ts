import { describe, expect, it } from 'vitest';
import { splitPassages, tailOf } from './split-passages';
import { documentText, stripHtml, stripMarkdown } from './strip-html';

const sentence = (n: number) => `Sentence number ${n} says something about returns and refunds.`;

describe('splitPassages', () => {
  it('keeps short paragraphs whole and merges them up to the target size', () => {
    const passages = splitPassages('First paragraph.\n\nSecond paragraph.\n\n\nThird.', { target: 40, max: 80, overlap: 0 });
    expect(passages).toEqual(['First paragraph.\nSecond paragraph.', 'Third.']);
  });

  it('cuts a long paragraph at sentence ends, every passage within the limits, consecutive ones overlapping', () => {
    const text = Array.from({ length: 40 }, (_, i) => sentence(i)).join(' ');
    const passages = splitPassages(text, { target: 300, max: 400, overlap: 80 });
    expect(passages.length).toBeGreaterThan(5);
    for (const passage of passages) expect(passage.length).toBeLessThanOrEqual(300 + 80 + 3);
    for (let i = 1; i < passages.length; i++) {
      const lastOfPrevious = passages[i - 1]!.split(/(?<=\.) /).at(-1)!;
      expect(passages[i]!.startsWith(`… ${lastOfPrevious}`)).toBe(true);
    }
    // Nothing is lost: every sentence is in some passage.
    for (let i = 0; i < 40; i++) expect(passages.some((passage) => passage.includes(sentence(i)))).toBe(true);
  });

  it('cuts a sentence longer than the maximum at word ends', () => {
    const long = Array.from({ length: 200 }, (_, i) => `word${i}`).join(' ');
    const passages = splitPassages(long, { target: 200, max: 250, overlap: 0 });
    expect(passages.length).toBeGreaterThan(3);
    expect(passages.join(' ').split(' ')).toEqual(long.split(' '));
  });

  it('takes the overlap from the last sentences, or the last words when a sentence is too long', () => {
    expect(tailOf('One. Two three. Four five six.', 20)).toBe('Four five six.');
    expect(tailOf('One. Two three. Four five six.', 30)).toBe('Two three. Four five six.');
    expect(tailOf('a'.repeat(50) + ' end of it', 10)).toBe('end of it');
    expect(tailOf('anything', 0)).toBe('');
  });

  it('gives nothing for an empty document', () => {
    expect(splitPassages('  \n\n ')).toEqual([]);
  });
});

describe('document text', () => {
  it('strips HTML: scripts and styles dropped, blocks become paragraphs, entities decoded', () => {
    const html = '<html><head><title>x</title><style>p{}</style></head><body><h1>Returns</h1><p>Send it back&nbsp;within <b>30</b> days &amp; keep the receipt.</p>'
      + '<script>alert(1)</script><ul><li>Shoes</li><li>Bags</li></ul><!-- note --></body></html>';
    expect(stripHtml(html)).toBe('Returns\n\nSend it back within 30 days & keep the receipt.\n\n- Shoes\n- Bags');
  });

  it('drops Markdown marks but keeps the words', () => {
    expect(stripMarkdown('# Title\n\nSome **bold** and _italic_ text with a [link](https://x.test).')).toBe('Title\n\nSome bold and italic text with a link.');
    expect(documentText('plain   text \n\n\n\n more', 'text')).toBe('plain text\n\nmore');
  });
});

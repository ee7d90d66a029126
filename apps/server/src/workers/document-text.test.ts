/** Generative-FAQ document text: real parsers (linear), run on the documents thread while the event loop stays free. */
import { describe, expect, it } from 'vitest';
import { extractDocumentText } from '@/bot/faq/strip-html';
import { stripHtml, stripMarkdown } from './document-text.mjs';

const LIMIT = 200_000; // the schema's largest document
const repeatTo = (unit: (i: number) => string) => {
  const parts: string[] = [];
  let length = 0;
  for (let i = 0; length + unit(i).length <= LIMIT; i++) {
    parts.push(unit(i));
    length += unit(i).length;
  }
  return parts;
};

describe('document text', () => {
  it('extracts a 200,000-character HTML document: every paragraph, entities decoded, scripts dropped', () => {
    const parts = repeatTo((i) => `<p>Paragraph ${i} is <b>bold</b> &amp; <a href="#">linked</a></p><script>var x${i} = "<p>";</script>`);
    const text = stripHtml(parts.join(''));
    expect(text.split('\n\n')).toEqual(parts.map((_, i) => `Paragraph ${i} is bold & linked`));
  });

  it('extracts a 200,000-character Markdown document: headings, emphasis, links and lists become words', () => {
    const parts = repeatTo((i) => `## Topic ${i}\n\nSome **bold** and _italic_ text with a [link](https://x.test/${i}).\n\n- first\n- second\n\n`);
    const text = stripMarkdown(parts.join(''));
    expect(text.split('\n\n')).toEqual(parts.flatMap((_, i) => [`Topic ${i}`, 'Some bold and italic text with a link.', '- first\n- second']));
  });

  it('reads hostile Markdown that made marked recurse or backtrack: 100,000 nested quotes, one 200,000-character emphasis run', () => {
    // marked recursed once per "> " and overflowed the stack; the innermost 16 levels are kept.
    expect(stripMarkdown(`${'> '.repeat(100_000)}deep`)).toBe('deep');
    expect(stripMarkdown(`${'1. '.repeat(60_000)}item`)).toContain('item');
    // One paragraph of "_a" is lexed in pieces (marked's emphasis pass is quadratic in a paragraph's length).
    expect(stripMarkdown('_a'.repeat(100_000)).replaceAll('_', '')).toBe('a'.repeat(100_000));
  });

  it('extracts on the documents thread: main-thread callbacks keep running while a 200,000-character document is read', async () => {
    const markdown = repeatTo((i) => `Paragraph ${i} with **bold** and [a link](https://x.test) and \`code\`.\n\n`).join('');
    let ticks = 0;
    let running = true;
    const tick = () => {
      ticks++;
      if (running) setImmediate(tick);
    };
    setImmediate(tick);
    const text = await extractDocumentText(markdown, 'markdown');
    const ticksWhileReading = ticks;
    running = false;
    expect(text.startsWith('Paragraph 0 with bold and a link and code.\n\nParagraph 1 with')).toBe(true);
    expect(ticksWhileReading).toBeGreaterThan(0);
    expect(await extractDocumentText('<p>a &amp; b</p>', 'html')).toBe('a & b');
  });
});

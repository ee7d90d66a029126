/** The text a customer reads: rich text as plain text; comparedText collapses white space and reads tags only of rich text. */
import { describe, expect, it } from 'vitest';
import { comparedText, readTextOf } from './read-text';

describe('read text', () => {
  it('reads a rich-text message as its words, paragraphs and list items on lines of their own', () => {
    expect(readTextOf({ text: '<p>Sure! <strong>What</strong> is it?</p><ul><li>A &amp; B</li></ul>', format: 'html' })).toBe('Sure! What is it?\nA & B');
    expect(readTextOf({ text: 'Use <p> for a paragraph', format: 'text' })).toBe('Use <p> for a paragraph');
    expect(readTextOf({})).toBe('');
  });

  it('compares texts as read: the editor\'s tags read, any other text kept, white space collapsed', () => {
    expect(comparedText('<p>Sure!  What is your\norder number?</p><p>It looks like ORD-12345.</p>')).toBe('Sure! What is your order number? It looks like ORD-12345.');
    expect(comparedText('  Sure!\n\nWhat  is it? ')).toBe('Sure! What is it?');
    expect(comparedText('a < b and c > d')).toBe('a < b and c > d');
    expect(comparedText('<span style="color: red">red</span> <a href="https://x.test">link</a>')).toBe('red link');
  });
});

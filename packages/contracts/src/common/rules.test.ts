import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cannedResponseInputSchema, tagInputSchema } from '../members/members.schemas';
import { chatTextSchema, isAlphanumeric, listItem, isValidEmail, isValidPassword, isValidVideoLink, passwordSchema, sanitizeListItem, stripHtml } from './rules';

describe('password rule (§5)', () => {
  it.each(['Demo@12345', 'aB3$aaaa', 'Abcdefghijk1!mn'])('accepts %s', (value) => {
    expect(isValidPassword(value)).toBe(true);
  });
  it.each([
    ['too short', 'aB3$aaa'],
    ['too long', 'Abcdefghijk1!mno'],
    ['no digit', 'Abcdefg!'],
    ['no lowercase', 'ABCDEF1!'],
    ['no uppercase', 'abcdef1!'],
    ['no special character', 'Abcdefg1'],
    ['whitespace', 'Abc def1!'],
  ])('refuses a password with %s', (_why, value) => {
    expect(isValidPassword(value)).toBe(false);
  });
  it('gives the rule as the schema message', () => {
    const result = passwordSchema.safeParse('short');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/8 to 15 characters/);
  });
});

describe('e-mail rule (§5)', () => {
  it.each(['admin@demo.brand', 'first.last_1%x@mail.example.co', 'a@b.io'])('accepts %s', (value) => {
    expect(isValidEmail(value)).toBe(true);
  });
  it.each(['plain', 'a@b', 'a@b.c', 'a+b@demo.brand', 'a b@demo.brand', '@demo.brand', 'a@.brand'])('refuses %s', (value) => {
    expect(isValidEmail(value)).toBe(false);
  });
});

describe('small text rules (§5)', () => {
  it('checks letters and digits only', () => {
    expect(isAlphanumeric('Abc123')).toBe(true);
    expect(isAlphanumeric('abc-123')).toBe(false);
    expect(isAlphanumeric('')).toBe(false);
  });
  it('removes double quotes and backslashes from list items', () => {
    expect(sanitizeListItem('say "hi" \\ now')).toBe('say hi  now');
  });
  it('applies the sanitiser to list items before their own check (tags, canned responses, products)', () => {
    const tag = listItem(z.string().trim().min(1, 'A tag cannot be empty').max(10));
    expect(tag.parse(' "vip\\" ')).toBe('vip');
    expect(tag.safeParse('""').error?.issues[0]?.message).toBe('A tag cannot be empty');
    expect(cannedResponseInputSchema.parse({ shortcut: 'Hello2', text: 'Hi', tags: ['"greeting"'] })).toMatchObject({ tags: ['greeting'] });
    expect(cannedResponseInputSchema.safeParse({ shortcut: 'good-bye', text: 'Bye' }).error?.issues[0]?.message).toBe('Shortcut: letters and digits only');
    expect(tagInputSchema.parse({ name: 'Back\\order' }).name).toBe('Backorder');
  });
  it('strips HTML tags and keeps the text', () => {
    expect(stripHtml('<p>Hello <b>there</b><br/></p>')).toBe('Hello there');
  });
  it.each([
    ['https://cdn.example.com/clips/intro.mp4', true],
    ['https://cdn.example.com/intro.MP4?x=1', true],
    ['https://www.youtube.com/watch?v=abc123', true],
    ['https://youtu.be/abc123', true],
    ['https://vimeo.com/12345', true],
    ['https://cdn.example.com/intro.mov', false],
    ['ftp://cdn.example.com/intro.mp4', false],
    ['not a link', false],
  ])('video link %s → %s', (value, expected) => {
    expect(isValidVideoLink(value)).toBe(expected);
  });
});

describe('chatTextSchema', () => {
  it('trims, requires and caps the text', () => {
    const text = chatTextSchema(10);
    expect(text.parse(' ab ')).toBe('ab');
    expect(text.safeParse('  ').error?.issues[0]?.message).toBe('Type a message first');
    expect(text.safeParse('x'.repeat(11)).error?.issues[0]?.message).toBe('At most 10 characters');
  });
});

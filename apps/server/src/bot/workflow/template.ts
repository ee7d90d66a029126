/**
 * {{name}} mentions in bot message text, set-variable values and brand-function templates: replaced
 * by the variable's value; an unknown variable becomes empty. In rich text (HTML) the inserted values
 * are escaped so a customer's answer can never add markup; the trainer's own HTML passes as is.
 */
import type { Variables } from '@/bot/runtime-ports';

const MENTION = /\{\{\s*([\w.-]+)\s*\}\}/g;
const HTML_TAG = /<\/?[a-z][^>]*>/i;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
export const looksLikeHtml = (text: string) => HTML_TAG.test(text);

export function fillTemplate(template: string, variables: Variables, options: { html?: boolean } = {}): string {
  const html = options.html ?? looksLikeHtml(template);
  return template.replace(MENTION, (_match, name: string) => {
    const value = Object.hasOwn(variables, name) ? (variables[name] ?? '') : '';
    return html ? escapeHtml(value) : value;
  });
}

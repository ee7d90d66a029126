/**
 * Brand function templates: {{name}} is a conversation variable, {{env.NAME}} an environment
 * variable; an unknown one renders empty. `escape` decides how a value is written into its place.
 */
import type { Variables } from '@/bot/runtime-ports';

const PLACEHOLDER = /\{\{\s*(env\.)?([A-Za-z0-9_.-]+)\s*\}\}/g;

export type Escape = (value: string, offset: number) => string;

export function renderTemplate(template: string, variables: Variables, environment: Variables, escape: Escape = (value) => value): string {
  return template.replace(PLACEHOLDER, (_match, env: string | undefined, name: string, offset: number) => {
    const source = env ? environment : variables;
    const value = Object.hasOwn(source, name) ? source[name] ?? '' : '';
    return escape(value, offset);
  });
}

/**
 * A URL: values are URL-encoded, except one at the very start of the template, which names the base
 * address (e.g. {{env.API_BASE}}/orders/{{orderId}}).
 */
export const renderUrl = (template: string, variables: Variables, environment: Variables) =>
  renderTemplate(template, variables, environment, (value, offset) => (offset === 0 ? value : encodeURIComponent(value)));

/** A body: JSON-escaped when the rendered result is JSON, raw otherwise. */
export function renderBody(template: string, variables: Variables, environment: Variables): { body: string; json: boolean } {
  if (template.trim() === '') return { body: '', json: false };
  const escaped = renderTemplate(template, variables, environment, (value) => JSON.stringify(value).slice(1, -1));
  if (isJson(escaped)) return { body: escaped, json: true };
  const raw = renderTemplate(template, variables, environment);
  return { body: raw, json: isJson(raw) };
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * A broadcast recipient's template message: each value goes where its parameter key says (header, body:n, url:i),
 * as the Cloud API wants the components (header, body, then each URL button by its index).
 */
import type { OutboundContent, TemplateMessage } from '@switchboard/contracts/whatsapp/whatsapp.graph';
import type { WaBroadcastRow } from '@/db/schema/whatsapp-broadcasts';

type Component = NonNullable<TemplateMessage['components']>[number];
const text = (value: string) => ({ type: 'text' as const, text: value });

/** The components for `values`; keys empty (broadcasts from the one-step upload): the body's {{1}}…{{n}} in order. */
export function parameterComponents(keys: readonly string[], values: readonly string[]): Component[] {
  const layout = keys.length ? keys : values.map((_, index) => `body:${index + 1}`);
  const header: string[] = [];
  const body: Array<[number, string]> = [];
  const buttons = new Map<number, string>();
  layout.forEach((key, index) => {
    const value = values[index] ?? '';
    const [kind, n] = key.split(':');
    if (kind === 'header') header.push(value);
    else if (kind === 'body') body.push([Number(n), value]);
    else if (kind === 'url') buttons.set(Number(n), value);
  });
  const components: Component[] = [];
  if (header.length) components.push({ type: 'header', parameters: header.map(text) });
  if (body.length) components.push({ type: 'body', parameters: body.sort(([a], [b]) => a - b).map(([, value]) => text(value)) });
  for (const [index, value] of [...buttons].sort(([a], [b]) => a - b)) {
    components.push({ type: 'button', sub_type: 'url', index: String(index), parameters: [text(value)] });
  }
  return components;
}

export const templateContent = (
  broadcast: Pick<WaBroadcastRow, 'templateName' | 'templateLanguage'> & Partial<Pick<WaBroadcastRow, 'parameters'>>, values: string[],
): OutboundContent => {
  const components = parameterComponents(broadcast.parameters ?? [], values);
  return {
    type: 'template',
    template: { name: broadcast.templateName, language: { code: broadcast.templateLanguage }, ...(components.length ? { components } : {}) },
  };
};

/**
 * A broadcast recipient's template message: each value goes where its parameter key says (header, body:n, url:i),
 * as the Cloud API wants the components (header, body, then each URL button by its index).
 */
import {
  TEMPLATE_MEDIA_PARAMETER_TYPES, type OutboundContent, type TemplateMediaParameterType, type TemplateMessage, type TemplateParameterValue,
} from '@switchboard/contracts/whatsapp/whatsapp.graph';
import type { WaBroadcastRow } from '@/db/schema/whatsapp-broadcasts';

type Component = NonNullable<TemplateMessage['components']>[number];
const text = (value: string) => ({ type: 'text' as const, text: value });
const isMediaType = (kind: string | undefined): kind is TemplateMediaParameterType => (TEMPLATE_MEDIA_PARAMETER_TYPES as readonly string[]).includes(kind ?? '');

/** A media header's parameter: the file at `link` (a document keeps its file name, which WhatsApp shows). */
export function mediaParameter(kind: TemplateMediaParameterType, link: string): TemplateParameterValue {
  if (kind === 'image') return { type: 'image', image: { link } };
  if (kind === 'video') return { type: 'video', video: { link } };
  const filename = decodeURIComponent(new URL(link, 'https://x').pathname.split('/').pop() ?? '');
  return { type: 'document', document: { link, ...(filename ? { filename } : {}) } };
}

/** The components for `values`; keys empty (broadcasts from the one-step upload): the body's {{1}}…{{n}} in order. */
export function parameterComponents(keys: readonly string[], values: readonly string[]): Component[] {
  const layout = keys.length ? keys : values.map((_, index) => `body:${index + 1}`);
  const header: TemplateParameterValue[] = [];
  const body: Array<[number, string]> = [];
  const buttons = new Map<number, string>();
  layout.forEach((key, index) => {
    const value = values[index] ?? '';
    const [kind, n] = key.split(':');
    if (kind === 'header') header.push(isMediaType(n) ? mediaParameter(n, value) : text(value));
    else if (kind === 'body') body.push([Number(n), value]);
    else if (kind === 'url') buttons.set(Number(n), value);
  });
  const components: Component[] = [];
  if (header.length) components.push({ type: 'header', parameters: header });
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

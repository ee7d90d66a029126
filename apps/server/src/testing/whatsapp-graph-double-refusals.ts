/** The Graph API double's refusals of a template send, in Meta's codes. */
import { TEMPLATE_SEND_ERRORS, type TemplateMessage } from '@switchboard/contracts/whatsapp/whatsapp.graph';
import type { TemplateInput } from '@switchboard/contracts/whatsapp/whatsapp.templates';

/** A template as the double holds it. */
export interface DoubleTemplate extends TemplateInput { id: string; status: string; quality_score?: { score: string } }

/** An error the double answers instead of doing the call. */
export interface GraphRefusal {
  status: number; code: number; message: string;
  /** Only a send to this number (else the next send). */
  to?: string;
  /** Meta's error_data.details. */
  details?: string;
}

/** Meta's answer to a template it would not send: unknown in that language or not approved (132001), paused, disabled. */
export function templateRefusal(templates: readonly DoubleTemplate[], template: TemplateMessage): GraphRefusal | undefined {
  const held = templates.find((t) => t.name === template.name && t.language === template.language.code);
  if (held?.status === 'APPROVED') return mediaHeaderRefusal(held, template);
  if (held?.status === 'PAUSED') return { status: 400, code: TEMPLATE_SEND_ERRORS.paused, message: '(#132015) Template is Paused' };
  if (held?.status === 'DISABLED') return { status: 400, code: TEMPLATE_SEND_ERRORS.disabled, message: '(#132016) Template is disabled' };
  return {
    status: 404, code: TEMPLATE_SEND_ERRORS.missing, message: '(#132001) Template name does not exist in the translation',
    details: `template name (${template.name}) does not exist in ${template.language.code}`,
  };
}

/**
 * Meta's 132012 for a template whose header is an IMAGE, VIDEO or DOCUMENT sent without that file as the header's
 * parameter (or with another kind), and for a text-header template sent a file.
 */
function mediaHeaderRefusal(held: DoubleTemplate, sent: TemplateMessage): GraphRefusal | undefined {
  const header = held.components.find((component) => component.type === 'HEADER');
  const expected = header?.type === 'HEADER' && header.format !== 'TEXT' ? header.format.toLowerCase() : undefined;
  const given = sent.components?.find((component) => component.type === 'header')?.parameters.find((parameter) => parameter.type !== 'text')?.type;
  if (expected === given) return undefined;
  return {
    status: 400, code: 132012, message: '(#132012) Parameter format does not match format in the created template',
    details: expected ? `header: Format mismatch, expected ${expected.toUpperCase()}, received ${given?.toUpperCase() ?? 'UNKNOWN'}` : 'header: a text header takes no media',
  };
}

/**
 * The create form's draft and its translation to the Cloud API's template (components with examples). Field
 * errors come from the shared schema, so the form refuses what the server and WhatsApp would.
 */
import {
  contiguousVariables, templateInputSchema, type HEADER_FORMATS, type TemplateButton, type TemplateCategory, type TemplateComponent, type TemplateInput,
} from '@switchboard/contracts/whatsapp/whatsapp.templates';

export type HeaderFormat = (typeof HEADER_FORMATS)[number];

export interface TemplateDraft {
  name: string;
  language: string;
  category: TemplateCategory;
  /** TEXT: the header is headerText (none when empty); IMAGE, VIDEO, DOCUMENT: a file, its example uploaded to WhatsApp. */
  headerFormat: HeaderFormat;
  /** The uploaded example's handle and file name (media headers). */
  headerHandle: string;
  headerFileName: string;
  headerText: string;
  headerExample: string;
  body: string;
  bodyExamples: string[];
  footer: string;
  buttons: TemplateButton[];
}

export const EMPTY_DRAFT: TemplateDraft = {
  name: '', language: 'en', category: 'UTILITY', headerFormat: 'TEXT', headerHandle: '', headerFileName: '', headerText: '', headerExample: '', body: '', bodyExamples: [], footer: '', buttons: [],
};

/** How many {{n}} the text uses (0 when the numbering is broken: the schema says so on the field). */
export const variableCount = (text: string) => contiguousVariables(text) ?? 0;

export function toTemplate(draft: TemplateDraft): TemplateInput {
  const components: TemplateComponent[] = [];
  if (draft.headerFormat !== 'TEXT') {
    // Without an uploaded example the handle list is empty: the shared schema says what is missing, on the header.
    components.push({ type: 'HEADER', format: draft.headerFormat, example: { header_handle: draft.headerHandle ? [draft.headerHandle] : [] } });
  } else if (draft.headerText.trim()) {
    const n = variableCount(draft.headerText);
    components.push({ type: 'HEADER', format: 'TEXT', text: draft.headerText, ...(n ? { example: { header_text: [draft.headerExample] } } : {}) });
  }
  const n = variableCount(draft.body);
  components.push({ type: 'BODY', text: draft.body, ...(n ? { example: { body_text: [draft.bodyExamples.slice(0, n)] } } : {}) });
  if (draft.footer.trim()) components.push({ type: 'FOOTER', text: draft.footer });
  if (draft.buttons.length) components.push({ type: 'BUTTONS', buttons: draft.buttons });
  return { name: draft.name, language: draft.language, category: draft.category, components };
}

export type DraftField = 'name' | 'language' | 'category' | 'header' | 'body' | 'footer' | 'buttons';

/** The draft's problems by form field (the first one each). */
export function draftErrors(draft: TemplateDraft): Partial<Record<DraftField, string>> {
  const parsed = templateInputSchema.safeParse(toTemplate(draft));
  if (parsed.success) return {};
  const components = toTemplate(draft).components;
  const errors: Partial<Record<DraftField, string>> = {};
  for (const issue of parsed.error.issues) {
    const [top, index] = issue.path;
    let field: DraftField;
    if (top === 'components' && typeof index === 'number') field = components[index]!.type.toLowerCase() as DraftField;
    else if (top === 'components') field = 'body';
    else field = top as DraftField;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The text with each {{n}} replaced by its example (kept as {{n}} while it has none). */
export const withExamples = (text: string, examples: string[]) =>
  text.replace(/\{\{\s*(\d+)\s*\}\}/g, (whole, n: string) => examples[Number(n) - 1] || whole);

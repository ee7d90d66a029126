/** A stored template as the preview's draft, and what the sender shows of it. */
import type { Template } from '@switchboard/contracts/whatsapp/whatsapp.templates';
import { EMPTY_DRAFT, type TemplateDraft } from '@/features/whatsapp/model/template-draft';

export function draftOf(template: Template): TemplateDraft {
  const draft: TemplateDraft = { ...EMPTY_DRAFT, name: template.name, language: template.language, category: template.category };
  for (const component of template.components) {
    if (component.type === 'HEADER' && component.format === 'TEXT') {
      draft.headerText = component.text ?? '';
      draft.headerExample = component.example?.header_text?.[0] ?? '';
    } else if (component.type === 'BODY') {
      draft.body = component.text;
      draft.bodyExamples = component.example?.body_text[0] ?? [];
    } else if (component.type === 'FOOTER') {
      draft.footer = component.text;
    } else if (component.type === 'BUTTONS') {
      draft.buttons = component.buttons;
    }
  }
  return draft;
}

/** The template's name and language as one choice: "order_update · English". */
export const templateKey = (template: Pick<Template, 'name' | 'language'>) => `${template.name}\u0000${template.language}`;

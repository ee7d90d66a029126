/**
 * A phone-style preview of a template as the customer would see it, with the examples in place of the variables. It
 * looks like WhatsApp in either console theme, so its colours are WhatsApp's own, not the theme's.
 */
import { Flex } from 'antd';
import type { TemplateButton } from '@switchboard/contracts/whatsapp/whatsapp.templates';
import { withExamples, type TemplateDraft } from '@/features/whatsapp/model/template-draft';

const MEDIA_LABELS = { IMAGE: 'Image', VIDEO: 'Video', DOCUMENT: 'Document' } as const;
const label = (button: TemplateButton) => (button.type === 'COPY_CODE' ? 'Copy code' : button.text);

export function TemplatePreview({ draft }: { draft: TemplateDraft }) {
  return (
    <div role="figure" aria-label="Template preview"
      style={{ width: 300, maxWidth: '100%', boxSizing: 'border-box', borderRadius: 28, border: '10px solid #1f1f1f', background: '#e5ddd5', padding: 12, minHeight: 420, color: '#111b21' }}>
      <Flex vertical gap={4} style={{ background: '#fff', borderRadius: 8, padding: 8, boxShadow: '0 1px 1px rgba(0,0,0,.15)' }}>
        {draft.headerFormat === 'TEXT' && draft.headerText.trim() && <strong>{withExamples(draft.headerText, [draft.headerExample])}</strong>}
        {draft.headerFormat !== 'TEXT' && (
          <div aria-label="Header media" style={{ background: '#d1d7db', borderRadius: 6, height: draft.headerFormat === 'DOCUMENT' ? 48 : 120, display: 'grid', placeItems: 'center', color: '#3b4a54', overflowWrap: 'anywhere', padding: 4 }}>
            {MEDIA_LABELS[draft.headerFormat]}{draft.headerFileName ? ` · ${draft.headerFileName}` : ''}
          </div>
        )}
        <p style={{ whiteSpace: 'pre-wrap', margin: 0, overflowWrap: 'anywhere' }}>
          {draft.body.trim() ? withExamples(draft.body, draft.bodyExamples) : 'Your message body appears here.'}
        </p>
        {draft.footer.trim() && <span style={{ fontSize: 12, color: '#667781' }}>{draft.footer}</span>}
      </Flex>
      {draft.buttons.map((button, index) => (
        <div key={index} style={{ background: '#fff', borderRadius: 8, marginTop: 4, padding: 6, textAlign: 'center', color: '#0270a0' }}>{label(button) || '…'}</div>
      ))}
    </div>
  );
}

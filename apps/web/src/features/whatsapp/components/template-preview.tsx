/** A phone-style preview of a template as the customer would see it, with the examples in place of the variables. */
import { Flex, Typography } from 'antd';
import type { TemplateButton } from '@switchboard/contracts/whatsapp/whatsapp.templates';
import { withExamples, type TemplateDraft } from '@/features/whatsapp/model/template-draft';

const label = (button: TemplateButton) => (button.type === 'COPY_CODE' ? 'Copy code' : button.text);

export function TemplatePreview({ draft }: { draft: TemplateDraft }) {
  return (
    <div role="figure" aria-label="Template preview"
      style={{ width: 300, borderRadius: 28, border: '10px solid #1f1f1f', background: '#e5ddd5', padding: 12, minHeight: 420 }}>
      <Flex vertical gap={4} style={{ background: '#fff', borderRadius: 8, padding: 8, boxShadow: '0 1px 1px rgba(0,0,0,.15)' }}>
        {draft.headerText.trim() && <Typography.Text strong>{withExamples(draft.headerText, [draft.headerExample])}</Typography.Text>}
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
          {draft.body.trim() ? withExamples(draft.body, draft.bodyExamples) : 'Your message body appears here.'}
        </Typography.Paragraph>
        {draft.footer.trim() && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{draft.footer}</Typography.Text>}
      </Flex>
      {draft.buttons.map((button, index) => (
        <div key={index} style={{ background: '#fff', borderRadius: 8, marginTop: 4, padding: 6, textAlign: 'center', color: '#00a5f4' }}>{label(button) || '…'}</div>
      ))}
    </div>
  );
}

/** Step 1: an approved template, with its preview; one broadcasts cannot fill in is listed, greyed, with the reason. */
import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Flex, Select, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { templateParameters, SENDER_TEXTS } from '@switchboard/contracts/whatsapp/whatsapp.broadcast-sender';
import { templateLanguageLabel, type Template } from '@switchboard/contracts/whatsapp/whatsapp.templates';
import { TemplatePreview } from '@/features/whatsapp/components/template-preview';
import { draftOf, templateKey } from '@/features/whatsapp/model/template-view';

interface Props {
  templates: Template[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  value: Template | undefined;
  onChange: (template: Template | undefined) => void;
}

export function TemplatePicker({ templates, loading, failed, onRetry, value, onChange }: Props) {
  const navigate = useNavigate();
  if (failed && !templates) {
    return <Alert type="error" showIcon title="The templates could not be loaded." action={<Button icon={<ReloadOutlined />} onClick={onRetry}>Retry</Button>} />;
  }
  if (templates && !templates.length) {
    return (
      <Empty description="No approved template yet. Create one in Template Master; it can be sent once WhatsApp approves it.">
        <Button onClick={() => void navigate('/whatsapp_template/template_master/create')}>Create template</Button>
      </Empty>
    );
  }
  const options = (templates ?? []).map((template) => {
    const { unsupported } = templateParameters(template.components);
    return {
      value: templateKey(template),
      label: `${template.name} · ${templateLanguageLabel(template.language)}${unsupported ? ` (${SENDER_TEXTS.unsupported(unsupported)})` : ''}`,
      disabled: Boolean(unsupported),
    };
  });
  return (
    <Flex gap={24} wrap align="flex-start">
      <Flex vertical gap={8} style={{ flex: '1 1 260px', minWidth: 0 }}>
        <Typography.Text>Approved template</Typography.Text>
        <Select aria-label="Approved template" showSearch={{ optionFilterProp: 'label' }} loading={loading}
          placeholder="Choose a template" value={value ? templateKey(value) : undefined} options={options} style={{ width: '100%' }}
          onChange={(key: string) => onChange(templates?.find((template) => templateKey(template) === key))} />
      </Flex>
      {value && <TemplatePreview draft={draftOf(value)} />}
    </Flex>
  );
}

import { Divider, Form, Input, Select, Typography } from 'antd';
import { mlConfigurationSchema } from '@switchboard/contracts/settings/settings.schemas';
import { schemaRule } from '@/lib/forms/zod-rule';

const field = mlConfigurationSchema.shape;
const PROVIDERS = [
  { value: 'libretranslate', label: 'A LibreTranslate-compatible API' },
  { value: 'generative', label: 'The generative endpoint above' },
  { value: 'none', label: 'None (messages are shown and sent as written)' },
];

/** The ML configuration's live-chat translation service (docs/decisions.md, "Translation"). Cleared: the server's TRANSLATE_URL. */
export function TranslationFields() {
  const provider = Form.useWatch<string | undefined>('translationProvider');
  return (
    <>
      <Divider titlePlacement="start" plain>Live-chat translation</Divider>
      <Typography.Paragraph type="secondary">
        Agents read customers&apos; messages in their own language and customers get the agents&apos; answers in theirs. Without a service, messages
        are shown and sent as written.
      </Typography.Paragraph>
      <Form.Item label="Translation service" name="translationProvider" extra="Leave empty to use the server's TRANSLATE_URL, when one is set.">
        <Select options={PROVIDERS} allowClear placeholder="The server's setting" aria-label="Translation service" />
      </Form.Item>
      {provider === 'libretranslate' && (
        <Form.Item label="Translation API URL" name="translationUrl" rules={[schemaRule(field.translationUrl)]}
          extra="Its POST /translate is called, e.g. https://translate.example.com. Empty: the server's TRANSLATE_URL.">
          <Input placeholder="https://…" />
        </Form.Item>
      )}
    </>
  );
}

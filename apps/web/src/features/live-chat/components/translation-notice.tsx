import { TranslationOutlined } from '@ant-design/icons';
import { Alert } from 'antd';
import { TRANSLATION_TEXTS } from '@switchboard/contracts/translation/translation.schemas';
import { useTranslationStatus } from '@/features/live-chat/api/translation';
import { languageName } from '@/features/live-chat/model/translations';

/**
 * Above the composer when the customer's language is not the agent's: what happens to the agent's messages, or,
 * with no translation service configured, that nothing is translated (everything else works as usual).
 */
export function TranslationNotice({ customerLanguage }: { customerLanguage: string }) {
  const status = useTranslationStatus();
  if (!status.data || !customerLanguage || customerLanguage === status.data.agentLanguage) return null;
  const language = languageName(customerLanguage);
  return status.data.configured ? (
    <Alert type="info" showIcon icon={<TranslationOutlined />} role="status" style={{ margin: '0 16px 8px' }}
      title={`The customer writes in ${language}: their messages are translated for you, and yours are sent in ${language}.`} />
  ) : (
    <Alert type="warning" showIcon role="status" style={{ margin: '0 16px 8px' }} title={`The customer writes in ${language}. ${TRANSLATION_TEXTS.notConfigured}`} />
  );
}

import { Select, Typography } from 'antd';
import { useMemo } from 'react';
import { LANGUAGE_CODES } from '@switchboard/contracts/translation/translation.schemas';
import { useSelectCustomerLanguage } from '@/features/live-chat/api/translation';
import { languageName } from '@/features/live-chat/model/translations';

/**
 * The chat's customer language (§3 session_language): detected from the customer's messages; staff set it here
 * when the guess is wrong ('Customer Language Updated'), and it then stays as set for the chat.
 */
export function CustomerLanguage({ sessionId, language }: { sessionId: string; language: string }) {
  const select = useSelectCustomerLanguage(sessionId);
  const options = useMemo(() => LANGUAGE_CODES.map((code) => ({ value: code, label: `${languageName(code)} (${code})` }))
    .sort((a, b) => a.label.localeCompare(b.label)), []);
  return (
    <section aria-label="Session language">
      <Typography.Title level={3} style={{ fontSize: 14, margin: '0 0 4px' }}>Session language</Typography.Title>
      <Select showSearch={{ optionFilterProp: 'label' }} aria-label="Customer language" style={{ width: '100%' }} options={options}
        value={language || undefined} placeholder="Not set" loading={select.isPending} disabled={select.isPending}
        onChange={(value: string) => select.mutate(value)} />
    </section>
  );
}

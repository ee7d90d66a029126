import { Flex, Switch, Typography } from 'antd';
import { useId } from 'react';
import { useAlertPreferences, useAlertPreferencesStore, type AlertPreferences } from '@/lib/alerts/alert-preferences';

const OPTIONS: ReadonlyArray<{ key: keyof AlertPreferences; label: string; help: string }> = [
  { key: 'sound', label: 'Play a sound when a chat is offered to me', help: 'Also for browser notifications. Browsers play it only after you have clicked or typed on the page.' },
  { key: 'shortcuts', label: 'Single-key shortcuts', help: 'A accepts and R rejects an offered chat, J and K move between chats, ? lists them all.' },
];

function Option({ option, checked }: { option: (typeof OPTIONS)[number]; checked: boolean }) {
  const id = useId();
  return (
    <Flex gap={12} align="flex-start">
      <Switch id={id} checked={checked} aria-describedby={`${id}-help`}
        onChange={(value) => useAlertPreferencesStore.getState().set({ [option.key]: value })} />
      <Flex vertical>
        <label htmlFor={id}>{option.label}</label>
        <Typography.Text type="secondary" id={`${id}-help`} style={{ fontSize: 12 }}>{option.help}</Typography.Text>
      </Flex>
    </Flex>
  );
}

/** The member's alert preferences, saved in this browser for this member at once (no Save button). */
export function AlertSettings() {
  const preferences = useAlertPreferences();
  return (
    <Flex vertical gap={16}>
      {OPTIONS.map((option) => <Option key={option.key} option={option} checked={preferences[option.key]} />)}
    </Flex>
  );
}

/**
 * A profile widget (a form section of the customer's profile): what was saved in it, its fields and its buttons.
 * The fields start from what is saved and start again whenever the widget changes (someone else saved it, say).
 */
import { Button, Flex, Input, Typography, theme } from 'antd';
import { useState } from 'react';
import type { ProfileSection } from '@switchboard/contracts/live-chat/live-chat.schemas';
import type { ProfileWidgetForm } from '@switchboard/contracts/live-chat/profile-widgets';
import { useProfileWidgetAction } from '@/features/live-chat/api/profile-widgets';
import { ProfileItems } from '@/components/profile-sections';

export function ProfileWidgetCard({ sessionId, section }: { sessionId: string; section: ProfileSection & { widget: ProfileWidgetForm } }) {
  const { widget } = section;
  // Keyed by the widget's last save: a new save (here or by someone else) starts the form from it.
  return <WidgetForm key={`${widget.id}:${widget.updatedAt ?? 'none'}`} sessionId={sessionId} section={section} />;
}

function WidgetForm({ sessionId, section }: { sessionId: string; section: ProfileSection & { widget: ProfileWidgetForm } }) {
  const { token } = theme.useToken();
  const { widget } = section;
  const action = useProfileWidgetAction(sessionId);
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(widget.fields.map((field) => [field.key, field.value])));
  const [pressed, setPressed] = useState<number | null>(null);
  const press = (buttonIndex: number) => {
    setPressed(buttonIndex);
    action.mutate({ widgetId: widget.id, buttonIndex, values }, { onSettled: () => setPressed(null) });
  };
  return (
    <section aria-label={section.sectionTitle} style={{ display: 'flex', flexDirection: 'column', gap: 8, borderTop: `1px solid ${token.colorBorderSecondary}`, paddingTop: 12 }}>
      <Typography.Title level={3} style={{ fontSize: 14, margin: 0 }}>{section.sectionTitle}</Typography.Title>
      {section.data.length === 0 ? <Typography.Text type="secondary">Nothing saved yet</Typography.Text> : (
        <ProfileItems data={section.data} />
      )}
      {widget.fields.map((field) => (
        <label key={field.key} style={{ display: 'grid', gap: 2 }}>
          <Typography.Text style={{ fontSize: 12 }}>{field.label}</Typography.Text>
          <Input
            size="small"
            type={field.type === 'date' ? 'date' : 'text'}
            maxLength={500}
            value={values[field.key] ?? ''}
            onChange={(event) => setValues((old) => ({ ...old, [field.key]: event.target.value }))}
          />
        </label>
      ))}
      <Flex gap={8} wrap role="group" aria-label={`${section.sectionTitle} actions`}>
        {widget.buttons.map((label, index) => (
          <Button key={label} size="small" type={index === 0 ? 'primary' : 'default'} loading={pressed === index} disabled={pressed !== null && pressed !== index}
            onClick={() => press(index)}>
            {label}
          </Button>
        ))}
      </Flex>
    </section>
  );
}

/** Shown instead of the composer of a WhatsApp chat outside the 24-hour window: why, and a template instead. */
import { Alert, Button } from 'antd';
import { useState } from 'react';
import { WHATSAPP_TEXTS } from '@switchboard/contracts/whatsapp/whatsapp.window';
import { SendTemplateModal } from '@/components/whatsapp/send-template-modal';

export function WindowClosedNotice({ sessionId }: { sessionId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <div style={{ padding: 12 }}>
      <Alert type="warning" showIcon title={WHATSAPP_TEXTS.windowClosed}
        action={<Button size="small" type="primary" onClick={() => setOpen(true)}>{WHATSAPP_TEXTS.sendTemplate}</Button>} />
      <SendTemplateModal sessionId={sessionId} open={open} onClose={() => setOpen(false)} />
    </div>
  );
}

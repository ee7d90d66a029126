/** /history's transcript of a WhatsApp chat: send the customer an approved template. */
import { Button } from 'antd';
import { useState } from 'react';
import { WHATSAPP_TEXTS } from '@switchboard/contracts/whatsapp/whatsapp.window';
import { SendTemplateModal } from '@/components/whatsapp/send-template-modal';

export function SendTemplateButton({ sessionId }: { sessionId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{WHATSAPP_TEXTS.sendTemplate}</Button>
      <SendTemplateModal sessionId={sessionId} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

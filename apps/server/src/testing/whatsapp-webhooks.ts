/** Webhook payloads in the Cloud API's shape, for the tests and the dev double. */
export const TEST_PHONE_NUMBER_ID = '106540352242922';

export function messagesChange(value: { messages?: unknown[]; statuses?: unknown[]; contacts?: unknown[] }, phoneNumberId = TEST_PHONE_NUMBER_ID) {
  return {
    object: 'whatsapp_business_account',
    entry: [{
      id: '102290129340398',
      changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', metadata: { display_phone_number: '15550783881', phone_number_id: phoneNumberId }, ...value } }],
    }],
  };
}

/** A customer's message (`body` is the type's own object, e.g. { text: { body: 'hi' } }). */
export function inbound(from: string, id: string, type: string, body: Record<string, unknown>, name = 'Priya Sharma') {
  return messagesChange({
    contacts: [{ profile: { name }, wa_id: from }],
    messages: [{ from, id, timestamp: String(Math.floor(Date.now() / 1000)), type, ...body }],
  });
}

export function statusUpdate(wamid: string, status: string, recipient: string, errors?: Array<{ code: number; title: string }>) {
  return messagesChange({
    statuses: [{ id: wamid, status, timestamp: String(Math.floor(Date.now() / 1000)), recipient_id: recipient, ...(errors ? { errors } : {}) }],
  });
}

/**
 * A customer pressing a template's quick-reply button, as the Cloud API delivers it: type `button` with the button's
 * text and payload (the text, unless the send gave one), and `context.id` the template message's wamid.
 */
export function buttonPress(from: string, id: string, templateWamid: string, text: string, options: { payload?: string; at?: number } = {}) {
  const { payload = text, at = Date.now() } = options;
  return messagesChange({
    contacts: [{ profile: { name: 'Priya Sharma' }, wa_id: from }],
    messages: [{
      context: { from: '15550783881', id: templateWamid }, from, id, timestamp: String(Math.floor(at / 1000)), type: 'button', button: { payload, text },
    }],
  });
}

/**
 * A chat message as WhatsApp messages (docs/decisions.md "WhatsApp channel"): text as text; reply buttons
 * (buttons or quick replies without a URL) as an interactive button message when there are at most 3 with
 * titles of at most 20 characters, else as an interactive list (at most 10 rows of 24 characters), else as
 * numbered lines; URL buttons as "label: url" lines; an image, video or document by link with the text as
 * caption; a carousel card by card. Nothing WhatsApp would refuse is sent.
 */
import type { MessageContent, MessageType } from '@switchboard/contracts/live-chat/live-chat.schemas';
import { plainTextOf } from '@switchboard/contracts/common/rich-text';
import { WHATSAPP_LIMITS as L, type OutboundContent } from '@switchboard/contracts/whatsapp/whatsapp.graph';

type Button = NonNullable<MessageContent['buttons']>[number];
const CHOOSE = 'Choose an option';
const LIST_BUTTON = 'Options';

const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/** `link` made absolute against the server's public URL (the bot's media are served at /media/…). */
const absolute = (link: string, publicUrl: string) => (/^https?:\/\//i.test(link) ? link : `${publicUrl}${link.startsWith('/') ? '' : '/'}${link}`);

function textMessages(body: string): OutboundContent[] {
  const parts: OutboundContent[] = [];
  for (let at = 0; at < body.length; at += L.textBody) parts.push({ type: 'text', text: { body: body.slice(at, at + L.textBody) } });
  return parts;
}

/** Text with reply buttons, degraded to what WhatsApp accepts. */
function withReplies(text: string, replies: Button[]): OutboundContent[] {
  if (replies.length === 0) return text.trim() ? textMessages(text) : [];
  const body = text.trim() || CHOOSE;
  const ids = replies.map((button) => cut(button.value || button.label, L.replyId));
  if (body.length <= L.interactiveBody && replies.length <= L.replyButtons && replies.every((b) => b.label.length <= L.buttonTitle)) {
    return [{ type: 'interactive', interactive: {
      type: 'button', body: { text: body }, action: { buttons: replies.map((b, i) => ({ type: 'reply', reply: { id: ids[i]!, title: b.label } })) },
    } }];
  }
  if (body.length <= L.interactiveBody && replies.length <= L.listRows && replies.every((b) => b.label.length <= L.rowTitle)) {
    return [{ type: 'interactive', interactive: {
      type: 'list', body: { text: body },
      action: { button: LIST_BUTTON, sections: [{ rows: replies.map((b, i) => ({ id: ids[i]!, title: b.label })) }] },
    } }];
  }
  return textMessages(`${body}\n\n${replies.map((b, i) => `${i + 1}. ${b.label}`).join('\n')}`);
}

function media(kind: 'image' | 'video' | 'document', link: string, caption: string, fileName?: string): OutboundContent {
  const file = { link, ...(caption ? { caption: cut(caption, L.caption) } : {}) };
  if (kind === 'image') return { type: 'image', image: file };
  if (kind === 'video') return { type: 'video', video: file };
  return { type: 'document', document: { ...file, ...(fileName ? { filename: fileName } : {}) } };
}

const mediaKind = (type: MessageType): 'image' | 'video' | 'document' =>
  type === 'video' ? 'video' : type === 'document' || type === 'uploadedDocument' ? 'document' : 'image';

export function toWhatsApp(type: MessageType, content: MessageContent, publicUrl: string): OutboundContent[] {
  if (type === 'whisper') return [];
  const buttons = [...(content.buttons ?? []), ...(content.quickReplies ?? [])];
  const links = buttons.filter((b) => b.url).map((b) => `${b.label}: ${absolute(b.url!, publicUrl)}`);
  const replies = buttons.filter((b) => !b.url);
  let text = [plainTextOf(content), content.url && type === 'link' ? absolute(content.url, publicUrl) : '', ...links].filter(Boolean).join('\n');
  const out: OutboundContent[] = [];
  if (content.mediaUrl) {
    // The text rides as the caption unless reply buttons need it as their body.
    const caption = replies.length === 0 ? text : '';
    out.push(media(mediaKind(type), absolute(content.mediaUrl, publicUrl), caption, content.fileName));
    if (caption) text = '';
    if (replies.length === 0) return out;
  }
  for (const card of content.cards ?? []) {
    const cardText = [card.title, card.subtitle ?? '', ...(card.buttons ?? []).filter((b) => b.url).map((b) => `${b.label}: ${absolute(b.url!, publicUrl)}`)]
      .filter(Boolean).join('\n');
    const cardReplies = (card.buttons ?? []).filter((b) => !b.url);
    if (card.imageUrl) out.push(media('image', absolute(card.imageUrl, publicUrl), cardReplies.length === 0 ? cardText : ''));
    if (!card.imageUrl || cardReplies.length > 0) out.push(...withReplies(cardText, cardReplies));
  }
  out.push(...withReplies(text, replies));
  return out;
}

/** Live chat entities (spec §3 "Live chat", "Active chat", "Message", §4 "Lists and tabs"). */
import { z } from 'zod';
import { profileWidgetFormSchema } from './profile-widgets';
import { CHANNELS } from '../common/constants';
import { MESSAGE_FORMATS } from '../common/rich-text';
import { messageTranslationSchema } from '../translation/translation.schemas';

export const MESSAGE_TYPES = [
  'text', 'systemText', 'text_with_buttons', 'image_with_buttons', 'video', 'timer', 'carousel', 'customMsg',
  'form', 'link', 'quick_response', 'whisper', 'uploadedDocument', 'document',
] as const;
export const SENDERS = ['customer', 'chatbot', 'admin', 'system'] as const;
export const DELIVERY_STATUSES = ['sent', 'delivered', 'seen', 'failed'] as const;
export const MESSAGE_ORIGINS = ['userTyped', 'cannedResponse'] as const;
export type MessageOrigin = (typeof MESSAGE_ORIGINS)[number];

/**
 * Where a chat is. BotHandling: the bot talks. Inqueue: handed over, waiting for an agent with room
 * in its group. Pending: offered to one agent, waiting for accept or reject. AgentHandling: an agent
 * has it. Resolved: closed (a new message from the customer opens a new session).
 */
export const CHAT_STATES = ['BotHandling', 'Inqueue', 'Pending', 'AgentHandling', 'Resolved'] as const;
export const CHAT_LISTS = ['Pending', 'AgentHandling', 'BotHandling', 'Inqueue'] as const;
export const CHAT_TABS = [
  'pending', 'inQueue', 'myChats', 'agentChats', 'supervised', 'botHandling', 'untaggedChats', 'pendingInvite', 'inviteChats',
] as const;
export const CHAT_TAB_TITLES: Record<(typeof CHAT_TABS)[number], string> = {
  pending: 'Pending', inQueue: 'In Queue', myChats: 'My Chats', agentChats: 'Agent Chats', supervised: 'Supervised',
  botHandling: 'Bot Handling', untaggedChats: 'Untagged Chats', pendingInvite: 'Pending Invite', inviteChats: 'Invite Chats',
};
export const SUPERVISION_MODES = ['barge', 'whisper'] as const;
export const INVITE_STATES = ['pendingInvite', 'accepted', 'rejected'] as const;
/** Agent availability (§3). */
export const AGENT_STATES = ['accept chats', "don't accept chats"] as const;

export type MessageType = (typeof MESSAGE_TYPES)[number];
/** What people read for a message type (issue 21, point 7: no raw codes in the console). */
export const MESSAGE_TYPE_LABELS: Record<MessageType, string> = {
  text: 'Text', systemText: 'System text', text_with_buttons: 'Text with buttons', image_with_buttons: 'Image with buttons',
  video: 'Video', timer: 'Timer', carousel: 'Carousel', customMsg: 'Custom message', form: 'Form', link: 'Link',
  quick_response: 'Quick replies', whisper: 'Whisper', uploadedDocument: 'Uploaded document', document: 'Document',
};
/** The same for a type that arrives as plain text. */
export const messageTypeLabel = (type: string): string => (MESSAGE_TYPE_LABELS as Record<string, string | undefined>)[type] ?? type;
/** What people read for a chat's state. */
export const CHAT_STATE_LABELS: Record<(typeof CHAT_STATES)[number], string> = {
  BotHandling: 'Bot handling', Inqueue: 'In queue', Pending: 'Pending', AgentHandling: 'Agent handling', Resolved: 'Resolved',
};
export type Sender = (typeof SENDERS)[number];
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
export type ChatState = (typeof CHAT_STATES)[number];
export type ChatTab = (typeof CHAT_TABS)[number];
export type SupervisionMode = (typeof SUPERVISION_MODES)[number];
export type AgentState = (typeof AGENT_STATES)[number];

export const buttonSchema = z.object({ label: z.string().min(1).max(80), value: z.string().max(200), url: z.string().optional() });
export const cardSchema = z.object({
  title: z.string(),
  subtitle: z.string().optional(),
  imageUrl: z.string().optional(),
  buttons: z.array(buttonSchema).optional(),
});
export const formFieldSchema = z.object({ name: z.string(), label: z.string(), type: z.enum(['text', 'email', 'number', 'date']) });

/** What a message shows; which fields are set depends on its type. */
export const messageContentSchema = z.object({
  text: z.string().optional(),
  /** 'html': text is sanitised rich text (§5 editor formats); absent or 'text': plain text. */
  format: z.enum(MESSAGE_FORMATS).optional(),
  buttons: z.array(buttonSchema).optional(),
  quickReplies: z.array(buttonSchema).optional(),
  mediaUrl: z.string().optional(),
  cards: z.array(cardSchema).optional(),
  fields: z.array(formFieldSchema).optional(),
  url: z.string().optional(),
  fileName: z.string().optional(),
  seconds: z.number().int().positive().optional(),
});
export type MessageContent = z.infer<typeof messageContentSchema>;

export const messageSchema = z.object({
  chatlogId: z.string(),
  sessionId: z.string(),
  psid: z.string(),
  /** Per-chat sequence number: gap-free, increasing, assigned when the message is stored. */
  seq: z.number().int().positive(),
  sender: z.enum(SENDERS),
  type: z.enum(MESSAGE_TYPES),
  content: messageContentSchema,
  readStatus: z.enum(DELIVERY_STATUSES),
  origin: z.enum(MESSAGE_ORIGINS).optional(),
  /** The staff member who wrote an admin or whisper message. */
  adminId: z.string().optional(),
  adminName: z.string().optional(),
  NLPSnapshot: z.unknown().optional(),
  prevNLPSnapshot: z.unknown().optional(),
  /**
   * Staff only: the text in the agent's language. A customer's message keeps its original in content.text; an agent's
   * message has what the customer received in content.text and what the agent wrote here (docs/decisions.md).
   */
  translation: messageTranslationSchema.optional(),
  timestamp: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

export const profileItemSchema = z.object({
  subTitle: z.string(),
  value: z.string(),
  type: z.enum(['text', 'date', 'currency', 'datetime', 'url']).default('text'),
});
export const profileSectionSchema = z.object({
  sectionTitle: z.string(),
  data: z.array(profileItemSchema),
  /** A profile widget's section carries its form (profile-widgets.ts). */
  widget: profileWidgetFormSchema.optional(),
});
export type ProfileSection = z.infer<typeof profileSectionSchema>;

export const inviteInfoSchema = z.record(z.string(), z.object({ inviteState: z.enum(INVITE_STATES), name: z.string() }));

/** A live chat as the console lists it (spec §3 "Live chat"). */
export const liveChatSchema = z.object({
  psid: z.string(),
  sessionId: z.string(),
  channel: z.enum(CHANNELS),
  customerName: z.string(),
  chatState: z.enum(CHAT_STATES),
  agentId: z.string().nullable(),
  agentName: z.string().nullable(),
  groupId: z.string().nullable(),
  inviteInfo: inviteInfoSchema,
  supervisors: z.array(z.object({ adminId: z.string(), name: z.string(), mode: z.enum(SUPERVISION_MODES) })),
  clientUrl: z.string().nullable(),
  selectedTags: z.array(z.string()),
  blockedStatus: z.boolean(),
  onHold: z.boolean(),
  raisedHand: z.boolean(),
  lastMessage: z.string().nullable(),
  lastSeq: z.number().int().min(0),
  adminStallCount: z.number().int().min(0),
  customerStallCount: z.number().int().min(0),
  /** When the customer asked for a person, and when an agent took the chat (ms since epoch). */
  handoverAt: z.number().nullable(),
  acceptedAt: z.number().nullable(),
  eventListenTimeStamp: z.number(),
  session_language: z.string(),
});
export type LiveChat = z.infer<typeof liveChatSchema>;

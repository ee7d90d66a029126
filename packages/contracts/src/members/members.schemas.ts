/**
 * Team administration (issue 6): groups, canned responses and tags (§3 group _id, canned response
 * _id, tag _id). Request bodies are validated with these schemas on both sides.
 */
import { z } from 'zod';
import { isAlphanumeric, listItem } from '../common/rules';

export const MEMBERS_PATHS = {
  groups: '/admin/v1/groups',
  group: '/admin/v1/groups/:groupId',
  groupCandidates: '/admin/v1/groups/candidates',
  agentCapacity: '/admin/v1/agents/:agentId/capacity',
  cannedResponses: '/admin/v1/cannedResponses',
  cannedResponse: '/admin/v1/cannedResponses/:cannedResponseId',
  /** The composer's read of canned responses (feature /chats, not /members). */
  cannedResponsesForChat: '/admin/v1/chats/cannedResponses',
  tags: '/admin/v1/tags',
  tag: '/admin/v1/tags/:tagId',
  /** The tag picker's read of tags (feature /chats). */
  tagsForChat: '/admin/v1/chats/tags',
} as const;

export const MEMBERS_TEXTS = {
  groupNameTaken: 'A group with this name already exists.',
  groupNotFound: 'This group does not exist.',
  groupHasWaitingChats: (count: number) =>
    `This group has ${count} waiting chat${count === 1 ? '' : 's'}. Move them to another group before deleting it.`,
  unknownMembers: 'Some of the chosen members are not in your team.',
  cannedShortcutTaken: 'A canned response with this shortcut already exists.',
  cannedNotFound: 'This canned response does not exist.',
  tagNameTaken: 'A tag with this name already exists.',
  tagNotFound: 'This tag does not exist.',
  agentNotFound: 'This agent does not exist.',
  saved: 'Successfully updated!',
  created: 'Successfully created!',
  deleted: 'Successfully deleted!',
} as const;

const trimmed = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required`).max(max, `${label} is at most ${max} characters`);

export const listQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/* ---------- groups ---------- */
export const capacitySchema = z.number().int('Capacity is a whole number').min(1, 'Capacity is at least 1').max(50, 'Capacity is at most 50');

export const groupInputSchema = z.object({
  name: trimmed('Name', 60),
  description: z.string().trim().max(500, 'Description is at most 500 characters').default(''),
  /** Capacity an agent's presence starts with when they first come online in this group. */
  maxChatsPerAgent: capacitySchema.default(3),
  memberIds: z.array(z.uuid('Unknown member')).max(500).default([]),
  supervisorIds: z.array(z.uuid('Unknown member')).max(500).default([]),
});
export type GroupInput = z.input<typeof groupInputSchema>;

export const groupMemberSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['member', 'supervisor']),
  /** The agent's concurrent-chat capacity (agent_presence.capacity), null before their first sign-in. */
  capacity: z.number().int().nullable(),
});
export const groupSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  maxChatsPerAgent: z.number().int(),
  members: z.array(groupMemberSchema),
  waitingChats: z.number().int(),
});
export type Group = z.infer<typeof groupSchema>;
export type GroupMember = z.infer<typeof groupMemberSchema>;

export const groupCandidateSchema = z.object({ _id: z.string(), name: z.string(), email: z.string(), role: z.string() });
export type GroupCandidate = z.infer<typeof groupCandidateSchema>;

export const capacityInputSchema = z.object({ capacity: capacitySchema });

/* ---------- canned responses ---------- */
export const cannedResponseInputSchema = z.object({
  // §5 alphanumeric check: typed after "/" in the composer, a shortcut is one word of letters and digits.
  shortcut: z.string().trim().min(1, 'Shortcut is required').max(30, 'Shortcut is at most 30 characters')
    .refine(isAlphanumeric, 'Shortcut: letters and digits only'),
  text: trimmed('Text', 2000),
  tags: z.array(listItem(trimmed('Tag', 40))).max(20, 'At most 20 tags').default([]),
});
export type CannedResponseInput = z.input<typeof cannedResponseInputSchema>;
export const cannedResponseSchema = z.object({
  _id: z.string(),
  shortcut: z.string(),
  text: z.string(),
  tags: z.array(z.string()),
  updatedAt: z.string(),
});
export type CannedResponse = z.infer<typeof cannedResponseSchema>;

/* ---------- tags ---------- */
export const tagInputSchema = z.object({
  name: listItem(trimmed('Name', 40)),
  colour: z.string().regex(/^#[0-9a-f]{6}$/i, 'Colour is a hex colour like #7b3fe4').default('#7b3fe4'),
});
export type TagInput = z.input<typeof tagInputSchema>;
export const tagSchema = z.object({ _id: z.string(), name: z.string(), colour: z.string() });
export type Tag = z.infer<typeof tagSchema>;

/** Paged list answer (totalCount like every list, architecture). */
export const pageOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), totalCount: z.number().int() });

/**
 * Customers (§2 /users and /users/id={cId}&type={cIdType}): the list (10 a page, §9), a profile
 * with typed sections (§3 "User profile details"), the customer's chats (load-more 10) and tags.
 * The call paths are not shown in the spec; docs/api.md "Customers" lists these.
 */
import { z } from 'zod';
import { CHANNELS, PAGE_SIZES } from '../common/constants';
import { profileSectionSchema } from '../live-chat/live-chat.schemas';
import { chatLogSummarySchema } from '../history/history.schemas';

export const CUSTOMER_PATHS = {
  list: '/admin/v1/customers',
  profile: '/admin/v1/customers/profile',
  chats: '/admin/v1/customers/chats',
} as const;

/** cIdType of the profile route: the only customer id today is the channel psid. */
export const CUSTOMER_ID_TYPES = ['psid'] as const;
export type CustomerIdType = (typeof CUSTOMER_ID_TYPES)[number];

export const CUSTOMERS_PAGE_SIZE = PAGE_SIZES.customers;
export const CUSTOMER_CHATS_PAGE_SIZE = PAGE_SIZES.customerChatlogLoadMore;

export const CUSTOMER_TEXTS = { unknownCustomer: 'This customer does not exist.' } as const;

/** The console route of a customer's profile (§2). */
export const customerProfilePath = (cId: string, cIdType: CustomerIdType = 'psid') => `/users/id=${encodeURIComponent(cId)}&type=${cIdType}`;

/** GET /admin/v1/customers?search=&page= */
export const customersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  search: z.string().trim().max(100).optional(),
}).strict();
export const customerSummarySchema = z.object({
  psid: z.string(),
  name: z.string(),
  channel: z.enum(CHANNELS),
  blocked: z.boolean(),
  chatCount: z.number().int().min(0),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
  /** A widget of theirs is connected now (any server instance). */
  online: z.boolean(),
  /** From the pre-chat form (lower-case), when they gave one. */
  email: z.string().nullable(),
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;
export const customersDataSchema = z.object({ customers: z.array(customerSummarySchema), totalCount: z.number().int().min(0) });
export type CustomersData = z.infer<typeof customersDataSchema>;

/** GET /admin/v1/customers/profile?cId=&type= */
export const customerProfileQuerySchema = z.object({
  cId: z.string().trim().min(1, 'cId is required').max(200),
  type: z.enum(CUSTOMER_ID_TYPES).default('psid'),
}).strict();
export const customerProfileDataSchema = z.object({
  customer: customerSummarySchema,
  userProfileDetails: z.object({ sections: z.array(profileSectionSchema) }),
  /** Every tag put on the customer's chats, most used first. */
  tags: z.array(z.object({ tag: z.string(), count: z.number().int().min(1) })),
});
export type CustomerProfileData = z.infer<typeof customerProfileDataSchema>;

/** GET /admin/v1/customers/chats?cId=&type=&cursor= (load more, 10 a page). */
export const customerChatsQuerySchema = z.object({
  cId: z.string().trim().min(1, 'cId is required').max(200),
  type: z.enum(CUSTOMER_ID_TYPES).default('psid'),
  cursor: z.string().max(200).optional(),
}).strict();
export const customerChatsDataSchema = z.object({
  chatLogs: z.array(chatLogSummarySchema),
  hasMore: z.boolean(),
  nextCursor: z.string().nullable(),
});
export type CustomerChatsData = z.infer<typeof customerChatsDataSchema>;

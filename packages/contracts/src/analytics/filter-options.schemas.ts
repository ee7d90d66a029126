/**
 * The choices of the report filter's group and agent selects (issue 24): the brand's groups and members, for
 * anyone who may open an analytics page (the members and groups screens need their own permissions).
 */
import { z } from 'zod';

export const ANALYTICS_FILTER_OPTIONS_PATH = '/admin/v1/analytics/filterOptions';

export const filterOptionSchema = z.object({ id: z.uuid(), name: z.string() });

export const filterOptionsSchema = z.object({
  groups: z.array(filterOptionSchema),
  /** Every member, deactivated ones too (a past range counts their chats), those last. */
  agents: z.array(filterOptionSchema.extend({ active: z.boolean() })),
});
export type FilterOptions = z.infer<typeof filterOptionsSchema>;

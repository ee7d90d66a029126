/**
 * Brand configuration (/members/configuration): the §9 constants a brand may change. Stored per
 * brand; the server's getBrandConfiguration() and the console read it through these schemas.
 */
import { z } from 'zod';
import { PAGE_SIZES, THRESHOLDS, TIMING } from '../common/constants';

export const CONFIGURATION_PATHS = {
  /** Every signed-in member reads it (live chat needs the thresholds). */
  configuration: '/admin/v1/configuration',
} as const;

const pageSize = z.number().int('Page size is a whole number').min(5, 'Page size is at least 5').max(100, 'Page size is at most 100');

export const brandConfigurationSchema = z.object({
  autoJoinOnAccept: z.boolean(),
  chatHandlingLongSeconds: z.number().int().min(10, 'At least 10 seconds').max(86_400, 'At most one day'),
  chatHandlingCriticalSeconds: z.number().int().min(10, 'At least 10 seconds').max(86_400, 'At most one day'),
  maxCsvInvites: z.number().int().min(1, 'At least 1').max(500, 'At most 500'),
  intentThreshold: z.number().min(0, 'The threshold is between 0 and 1').max(1, 'The threshold is between 0 and 1'),
  offerTimeoutSeconds: z.number().int().min(10, 'At least 10 seconds').max(600, 'At most 600 seconds'),
  /** The per-feature page sizes §9 leaves open. */
  pageSizes: z.object({ historyLoadMore: pageSize, ticketHistoryLoadMore: pageSize, customers: pageSize }),
}).refine((c) => c.chatHandlingCriticalSeconds > c.chatHandlingLongSeconds, {
  message: 'Critical handling time must be longer than long handling time',
  path: ['chatHandlingCriticalSeconds'],
});
export type BrandConfiguration = z.infer<typeof brandConfigurationSchema>;

export const DEFAULT_BRAND_CONFIGURATION: BrandConfiguration = {
  autoJoinOnAccept: THRESHOLDS.autoJoinOnAccept,
  chatHandlingLongSeconds: TIMING.chatHandlingLongMs / 1000,
  chatHandlingCriticalSeconds: TIMING.chatHandlingCriticalMs / 1000,
  maxCsvInvites: THRESHOLDS.maxAgentsInvitedByCsv,
  intentThreshold: THRESHOLDS.intentScore,
  offerTimeoutSeconds: 60,
  pageSizes: { historyLoadMore: PAGE_SIZES.historyLoadMore, ticketHistoryLoadMore: PAGE_SIZES.ticketHistoryLoadMore, customers: PAGE_SIZES.customers },
};

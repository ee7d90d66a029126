/**
 * Brand configuration (/members/configuration): the §9 constants a brand may change. Stored per
 * brand; the server's getBrandConfiguration() and the console read it through these schemas.
 */
import { z } from 'zod';
import { THRESHOLDS, TIMING } from '../common/constants';

export const CONFIGURATION_PATHS = {
  /** Every signed-in member reads it (live chat needs the thresholds). */
  configuration: '/admin/v1/configuration',
} as const;

export const brandConfigurationSchema = z.object({
  autoJoinOnAccept: z.boolean(),
  chatHandlingLongSeconds: z.number().int().min(10, 'At least 10 seconds').max(86_400, 'At most one day'),
  chatHandlingCriticalSeconds: z.number().int().min(10, 'At least 10 seconds').max(86_400, 'At most one day'),
  maxCsvInvites: z.number().int().min(1, 'At least 1').max(500, 'At most 500'),
  intentThreshold: z.number().min(0, 'The threshold is between 0 and 1').max(1, 'The threshold is between 0 and 1'),
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
};

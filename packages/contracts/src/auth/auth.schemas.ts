/** Authentication and profile calls (spec §7 "Authentication and profile"). */
import { z } from 'zod';
import { emailSchema, passwordSchema } from '../common/rules';
import { permissionsSchema } from '../permissions';
import { ROLES } from '../roles';
import { bifurcationFilterSchema, selectedBifurcationSchema } from './bifurcation.schemas';

export const AUTH_PATHS = {
  login: '/users/login',
  microsoftLogin: '/users/microsoftLogin',
  forgotPassword: '/users/password/forgot',
  verifyToken: '/users/token/verify',
  resetPassword: '/users/password/reset',
  verifyAccount: '/users/account/verify',
  emailActivation: '/users/email/activation',
  logout: '/users/logout',
  /** The spec writes it without the leading slash; it is served at /users/updateUserFilterSelection. */
  updateUserFilterSelection: '/users/updateUserFilterSelection',
  profile: '/users/admins/profile',
  checkVersion: '/check_version',
  maintenance: '/scheduleMaintainance',
  health: '/health',
} as const;

export const userInfoSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  permissions: permissionsSchema,
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const nlpServiceDetailsSchema = z.object({ language: z.string(), threshold: z.number() });
export const brandInfoSchema = z.object({ name: z.string() });

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(128),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginDataSchema = z.object({
  token: z.string(),
  adminId: z.string(),
  _id: z.string(),
  user: userInfoSchema,
  nlpServiceDetails: nlpServiceDetailsSchema,
  allowedChannelsDetails: z.array(z.string()).default([]),
  brandInfo: brandInfoSchema,
  selectedBifurcation: selectedBifurcationSchema,
  bifurcationFilters: z.array(bifurcationFilterSchema),
});
export type LoginData = z.infer<typeof loginDataSchema>;

export const microsoftLoginRequestSchema = z.object({ token: z.string().min(1, 'Token is required') });

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export const emailActivationRequestSchema = z.object({ email: emailSchema });

/** Reset and activation links carry a single-use token; the screen checks it first. */
export const linkTokenSchema = z.string({ error: 'The link is invalid' }).min(20, 'The link is invalid').max(200);
export const resetPasswordRequestSchema = z.object({ token: linkTokenSchema, password: passwordSchema });
/** With a password the account is activated; without, the link is only checked. */
export const verifyAccountRequestSchema = z.object({ token: linkTokenSchema, password: passwordSchema.optional() });
export const linkPurposeSchema = z.enum(['reset', 'activation']);
export const verifyAccountDataSchema = z.object({ email: z.string(), purpose: linkPurposeSchema, activated: z.boolean() });

export const verifyTokenDataSchema = z.object({ user: z.array(userInfoSchema.extend({ _id: z.string(), adminId: z.string() })) });

export const updateFilterSelectionRequestSchema = z.object({
  adminPsid: z.string().min(1, 'adminPsid is required'),
  selectedBifurcation: selectedBifurcationSchema,
});
export const updateFilterSelectionDataSchema = z.object({
  adminPsid: z.string(),
  selectedBifurcation: selectedBifurcationSchema,
});

export const nameSchema = z.string().trim().min(1, 'Required').max(50, 'At most 50 characters');
export const updateProfileRequestSchema = z
  .object({
    firstName: nameSchema.optional(),
    lastName: nameSchema.optional(),
    currentPassword: z.string().min(1).optional(),
    newPassword: passwordSchema.optional(),
  })
  .refine((body) => !body.newPassword || body.currentPassword, {
    message: 'Current password is required to set a new one',
    path: ['currentPassword'],
  });
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

export const checkVersionQuerySchema = z.object({ brand: z.string().min(1, 'brand is required') });
export const checkVersionDataSchema = z.object({ version: z.string() });

export const MAINTENANCE_TYPES = ['warning', 'info', 'error', 'success'] as const;
export const maintenanceSchema = z.object({
  enabled: z.boolean(),
  message: z.string(),
  type: z.enum(MAINTENANCE_TYPES).default('warning'),
});
export const maintenanceDataSchema = z.object({ maintenance: maintenanceSchema });
export type Maintenance = z.infer<typeof maintenanceSchema>;

/**
 * GET /health. 503 only when the database does not answer (a balancer takes the instance out of rotation); Redis
 * down is `degraded` with 200: the instance still serves everything but the fan-out to other instances, and every
 * instance shares the one Redis, so taking them out would take the service down (docs/operations.md). `off`: no
 * REDIS_URL, a single instance.
 */
export const REDIS_STATES = ['up', 'down', 'off'] as const;
export type RedisState = (typeof REDIS_STATES)[number];
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']), database: z.enum(['up', 'down']), redis: z.enum(REDIS_STATES), version: z.string(),
});
export type Health = z.infer<typeof healthSchema>;

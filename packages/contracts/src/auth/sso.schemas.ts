/** Single sign-on (issue 29): the login screen's providers, the brand's OIDC settings, the group → role mapping. */
import { z } from 'zod';
import { isHttpsOrLoopback } from '../common/safe-url';

export const SSO_PATHS = {
  /** Public: the providers the login screen offers. */
  providers: '/users/sso/providers',
  /** Public: starts the flow (302 to the provider). */
  start: '/users/sso/start',
  /** Public: the provider sends the browser back here. */
  callback: '/users/sso/callback',
  /** Public: the provider's back-channel logout (OIDC Back-Channel Logout 1.0). */
  backchannelLogout: '/users/sso/backchannel-logout',
  settings: '/admin/v1/sso',
  test: '/admin/v1/sso/test',
  preview: '/admin/v1/sso/preview',
  /** The members who may be break-glass admins (?search= by name or e-mail). */
  breakGlassCandidates: '/admin/v1/sso/break-glass-candidates',
} as const;

/**
 * The screen whose permission guards these settings. A break-glass admin must have it: they exist to sign in with a
 * password while the provider is down and change these settings (turn required SSO off), so a member who cannot open
 * them is no break-glass admin, whatever their role is called.
 */
export const SSO_SETTINGS_FEATURE = '/members/configuration';
export const BREAK_GLASS_TEXTS = {
  notEligible: 'Break-glass admins must be active members who can change these settings (Members › Configuration).',
  lostRights: 'No longer able to change these settings: signs in through single sign-on like everyone else.',
} as const;

/** Microsoft Entra ID presets (single tenant, work accounts of any tenant, plus personal accounts) or any OIDC provider. */
export const SSO_PRESETS = ['entra-single', 'entra-multi', 'entra-personal', 'oidc'] as const;
export type SsoPreset = (typeof SSO_PRESETS)[number];

export const SSO_DEFAULT_LABEL = 'Sign in with Microsoft';

/** The console's credential at the token endpoint: a client secret, or a JWT signed with its private key (private_key_jwt). */
export const SSO_CLIENT_AUTH = ['secret', 'privateKeyJwt'] as const;
export type SsoClientAuth = (typeof SSO_CLIENT_AUTH)[number];

export const SSO_TEXTS = {
  unreachable: 'The sign-in provider could not be reached. Try again in a few minutes, or sign in with your e-mail and password.',
  consent: 'Your organisation has not approved this app yet. Ask your IT administrator to grant consent, then sign in again.',
  notMember: 'You are not a member of this console. Ask your administrator to add you, then sign in again.',
  stateMismatch: 'This sign-in was started in another window or took too long. Start it again from the login screen.',
  clockSkew: "The sign-in was refused because a clock is off (this computer's or the provider's). Check the date and time, then try again.",
  invalidAnswer: "The sign-in provider's answer could not be verified. Try again, and tell your administrator if it keeps happening.",
  wrongTenant: 'Your organisation is not allowed to sign in to this console. Sign in with your work account of the right organisation.',
  handoffUsed: 'This sign-in has expired or was already used. Sign in again.',
  deactivated: 'Your account has been deactivated. Contact your administrator.',
  ssoRequired: 'Your organisation signs in through single sign-on. Use the single sign-on button on the login screen; your password is managed by your organisation.',
} as const;

export const ssoProviderSchema = z.object({ id: z.string(), label: z.string(), startUrl: z.string() });
export type SsoProvider = z.infer<typeof ssoProviderSchema>;
export const ssoProvidersSchema = z.array(ssoProviderSchema);

/** https, or http on this machine (a local provider for tests and development). */
export const issuerUrlSchema = z.url({ protocol: /^https?$/, error: 'Enter the issuer URL (https://…)' }).max(500)
  .refine(isHttpsOrLoopback, 'The issuer must use https (http only on this machine)');

export const groupRoleSchema = z.object({
  group: z.string().trim().min(1, 'Enter the group (its name or object id)').max(200),
  roleId: z.uuid('Choose a role'),
});
export type GroupRole = z.infer<typeof groupRoleSchema>;

const tenantSchema = z.string().trim().regex(/^[0-9a-f-]{36}$/i, 'Enter the tenant id (a GUID)');

export const ssoConnectionSchema = z.object({
  preset: z.enum(SSO_PRESETS),
  /** The discovery base (issuer) for 'oidc'; Entra presets derive it from the tenant. */
  issuer: issuerUrlSchema.optional(),
  tenantId: tenantSchema.optional(),
}).superRefine((value, ctx) => {
  if (value.preset === 'oidc' && !value.issuer) ctx.addIssue({ code: 'custom', path: ['issuer'], message: 'Enter the issuer URL (https://…)' });
  if (value.preset === 'entra-single' && !value.tenantId) ctx.addIssue({ code: 'custom', path: ['tenantId'], message: 'Enter the tenant id (a GUID)' });
});
export type SsoConnection = z.infer<typeof ssoConnectionSchema>;

const settingsShape = {
  enabled: z.boolean(),
  preset: z.enum(SSO_PRESETS),
  issuer: issuerUrlSchema.optional(),
  tenantId: tenantSchema.optional(),
  /** Entra multi-tenant: the tenants allowed to sign in (empty: any). */
  allowedTenants: z.array(tenantSchema).max(50).default([]),
  clientId: z.string().trim().min(1, 'Enter the client (application) id').max(200),
  clientAuth: z.enum(SSO_CLIENT_AUTH).default('secret'),
  label: z.string().trim().min(1).max(60).default(SSO_DEFAULT_LABEL),
  groupsClaim: z.string().trim().min(1).max(60).default('groups'),
  groupRoles: z.array(groupRoleSchema).max(100).default([]),
  justInTime: z.boolean().default(false),
  required: z.boolean().default(false),
  /** Members who keep their password while SSO is required (break-glass local admins). */
  breakGlassUserIds: z.array(z.uuid()).max(10).default([]),
};

const pemSchema = (kind: RegExp, message: string) => z.string().trim().max(16_000).regex(kind, message);

/** PUT: the secret and the private key are write-only; omitted keeps the stored one. */
export const ssoSettingsInputSchema = z.object({
  ...settingsShape,
  clientSecret: z.string().min(1).max(500).optional(),
  /** PEM (PKCS#8, or PKCS#1/SEC1), without a passphrase. */
  clientPrivateKey: pemSchema(/^-----BEGIN (RSA |EC )?PRIVATE KEY-----[\s\S]+-----END (RSA |EC )?PRIVATE KEY-----$/, 'Paste the private key in PEM form (-----BEGIN PRIVATE KEY-----), without a passphrase').optional(),
  /** PEM: the key's certificate as registered at the provider (Microsoft Entra ID needs it); '' removes it. */
  clientCertificate: z.union([z.literal(''), pemSchema(/^-----BEGIN CERTIFICATE-----[\s\S]+-----END CERTIFICATE-----$/, 'Paste the certificate in PEM form (-----BEGIN CERTIFICATE-----)')]).optional(),
});
export type SsoSettingsInput = z.infer<typeof ssoSettingsInputSchema>;

/** GET: never the secret or the key, only whether one is stored. */
export const ssoSettingsViewSchema = z.object({
  ...settingsShape, clientSecretSet: z.boolean(), clientKeySet: z.boolean(),
  /** Empty until single sign-on is first configured (a save requires one). */
  clientId: z.string().max(200),
  /** The stored certificate's SHA-1 thumbprint, as the provider's portal shows it (hex, upper case). */
  clientCertificateThumbprint: z.string().optional(),
  /**
   * The break-glass admins by name, for the member picker (ids alone mean nothing to a person); `eligible` false for one
   * who has since lost the right to change these settings (they no longer keep their password).
   */
  breakGlassMembers: z.array(z.object({ id: z.string(), name: z.string(), email: z.string(), role: z.string(), eligible: z.boolean() })),
  redirectUri: z.string(), backchannelLogoutUri: z.string(),
});
export type SsoSettingsView = z.infer<typeof ssoSettingsViewSchema>;

/** A member who may be a break-glass admin (GET …/break-glass-candidates). */
export const breakGlassCandidateSchema = z.object({ id: z.string(), name: z.string(), email: z.string(), role: z.string() });
export type BreakGlassCandidate = z.infer<typeof breakGlassCandidateSchema>;
export const breakGlassCandidatesSchema = z.array(breakGlassCandidateSchema);

export const ssoTestResultSchema = z.object({ issuer: z.string(), keys: z.number(), endSession: z.boolean(), backchannelLogout: z.boolean() });
export type SsoTestResult = z.infer<typeof ssoTestResultSchema>;

export const ssoPreviewRequestSchema = z.object({ groupRoles: z.array(groupRoleSchema).max(100) });
export const ssoPreviewSchema = z.array(z.object({
  roleId: z.string(),
  roleName: z.string(),
  members: z.array(z.object({ id: z.string(), name: z.string(), email: z.string(), currentRole: z.string() })),
}));
export type SsoPreview = z.infer<typeof ssoPreviewSchema>;

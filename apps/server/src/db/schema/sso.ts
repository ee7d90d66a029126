/** Single sign-on (issue 29): a brand's OIDC provider, members' linked identities, flows in progress and one-time handoffs. */
import { boolean, index, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import type { GroupRole, SsoClientAuth, SsoPreset } from '@switchboard/contracts/auth/sso.schemas';
import { brands } from './brands';
import { at, createdAt, id, updatedAt } from './columns';
import { sessions } from './sessions';
import { users } from './users';

export const ssoProviders = pgTable('sso_providers', {
  brandId: uuid('brand_id').primaryKey().references(() => brands.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  preset: text('preset').$type<SsoPreset>().notNull(),
  issuer: text('issuer'),
  tenantId: text('tenant_id'),
  allowedTenants: jsonb('allowed_tenants').$type<string[]>().notNull().default([]),
  clientId: text('client_id').notNull(),
  /** How the console proves itself at the token endpoint: the secret, or a JWT signed with the private key. */
  clientAuth: text('client_auth').$type<SsoClientAuth>().notNull().default('secret'),
  /** Write-only from the console: never sent back. Sealed (lib/secret-box.ts). */
  clientSecret: text('client_secret'),
  /** Write-only, PKCS#8 PEM, sealed: signs the client assertion (private_key_jwt). */
  clientPrivateKey: text('client_private_key'),
  /** PEM, optional: the certificate of that key registered at the provider (Entra wants its thumbprint in the assertion). */
  clientCertificate: text('client_certificate'),
  label: text('label').notNull(),
  groupsClaim: text('groups_claim').notNull().default('groups'),
  groupRoles: jsonb('group_roles').$type<GroupRole[]>().notNull().default([]),
  justInTime: boolean('just_in_time').notNull().default(false),
  required: boolean('required').notNull().default(false),
  breakGlassUserIds: jsonb('break_glass_user_ids').$type<string[]>().notNull().default([]),
  updatedAt: updatedAt(),
});
export type SsoProviderRow = typeof ssoProviders.$inferSelect;

/** A member's identity at a provider: issuer + subject (Entra: oid), stored at the first link and matched ever after. */
export const ssoIdentities = pgTable(
  'sso_identities',
  {
    id: id(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    /** The groups seen at the last sign-in, for the mapping's preview. */
    groups: jsonb('groups').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    lastSignInAt: at('last_sign_in_at'),
    /** The provider of the last sign-in (a brand's id or 'env'), whose token endpoint the access check asks. */
    providerId: text('provider_id'),
    /** The provider's latest refresh token for this member (server-side only, sealed): a refused refresh ends their sessions. */
    refreshToken: text('refresh_token'),
    /** When the access check next refreshes it (null: the provider gave no refresh token). */
    refreshDueAt: at('refresh_due_at'),
  },
  (table) => [
    unique('sso_identities_issuer_subject_key').on(table.issuer, table.subject), index('sso_identities_user_id_idx').on(table.userId),
    index('sso_identities_refresh_due_at_idx').on(table.refreshDueAt),
  ],
);
export type SsoIdentityRow = typeof ssoIdentities.$inferSelect;

/** A flow in progress: state → PKCE verifier and nonce, used once at the callback. */
export const ssoFlows = pgTable('sso_flows', {
  state: text('state').primaryKey(),
  providerId: text('provider_id').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  expiresAt: at('expires_at').notNull(),
});

/** The one-time token /verify-ms-auth exchanges for a session (only its hash is stored). */
export const ssoHandoffs = pgTable('sso_handoffs', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  /** What the session opened with it keeps (sso_sessions): the provider, the ID token's iss, sub and sid, the ID token (sealed). */
  providerId: text('provider_id'),
  issuer: text('issuer'),
  subject: text('subject'),
  sid: text('sid'),
  idToken: text('id_token'),
});

/**
 * A console session opened through single sign-on: the provider's session id (`sid`, for a back-channel logout
 * naming only it) and the ID token (sealed; the id_token_hint of the sign-out at the provider).
 */
export const ssoSessions = pgTable('sso_sessions', {
  sessionId: uuid('session_id').primaryKey().references(() => sessions.id, { onDelete: 'cascade' }),
  providerId: text('provider_id').notNull(),
  issuer: text('issuer').notNull(),
  /** The ID token's sub (for Entra not the oid the identity is keyed by): a logout token names this one. */
  subject: text('subject').notNull(),
  sid: text('sid'),
  idToken: text('id_token'),
}, (table) => [index('sso_sessions_issuer_sid_idx').on(table.issuer, table.sid), index('sso_sessions_issuer_subject_idx').on(table.issuer, table.subject)]);

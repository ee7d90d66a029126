/**
 * API tokens for a brand's CI (issue 26): made and revoked by an admin on the Test Runs page; a token may start test
 * runs and read a run, its results and its JUnit (docs/api.md lists the calls), and is refused everywhere else (403).
 * The token is in the answer that makes it and never again: only its hash is stored.
 */
import { z } from 'zod';

/** Every API token starts with this, so the server tells it from a member's session token at a glance. */
export const API_TOKEN_PREFIX = 'sbt_';
/** How many of its first characters a listed token shows. */
export const API_TOKEN_SHOWN_CHARS = 8;
/** Tokens a brand may hold at once (revoked ones not counted). */
export const MAX_API_TOKENS = 20;

/** selectedBifurcation: the console sends the member's selection with every write (not used here). */
export const createApiTokenBodySchema = z.object({ name: z.string().trim().min(1).max(100), selectedBifurcation: z.unknown().optional() }).strict();
export type CreateApiTokenBody = z.input<typeof createApiTokenBodySchema>;

export const apiTokenSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** The token's first characters ("sbt_4fA9"). */
  prefix: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  revokedBy: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** The answer that makes a token: the only time `token` is shown. */
export const createdApiTokenSchema = apiTokenSchema.extend({ token: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

export const API_TOKEN_TEXTS = {
  created: 'API token created: copy it now, it is not shown again',
  revoked: 'API token revoked',
  notFound: 'API token not found',
  alreadyRevoked: 'This API token is already revoked',
  tooMany: `A brand holds at most ${MAX_API_TOKENS} API tokens: revoke one first`,
  /** The name a run started by a token shows as its starter. */
  startedBy: (name: string) => `API token "${name}"`,
} as const;

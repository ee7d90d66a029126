/**
 * CI API tokens (issue 26): an admin makes one (shown once, stored as its SHA-256) and revokes it; both are audited.
 * authenticate() resolves a presented token to an AuthContext of scope 'botTest' (plugins/guard lets it reach only
 * the routes naming that scope). Each call reads the database, so a revoked token is refused at once.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  API_TOKEN_PREFIX, API_TOKEN_SHOWN_CHARS, API_TOKEN_TEXTS as T, MAX_API_TOKENS, type ApiToken, type CreateApiTokenBody, type CreatedApiToken,
} from '@switchboard/contracts/automated-testing/api-tokens.schemas';
import type { Database } from '@/db/client';
import { recordAudit } from '@/modules/audit/audit.repository';
import type { Caller } from '@/modules/bot-builder/training.service';
import type { AuthContext } from '@/plugins/auth';
import { businessRule, notFound } from '@/plugins/http-errors';
import * as tokens from './api-tokens.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** 32 random bytes, base64url: what follows the prefix. */
const TOKEN_BYTES = 32;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
export const isApiToken = (token: string) => token.startsWith(API_TOKEN_PREFIX);

function tokenView(row: tokens.ApiTokenRow): ApiToken {
  return {
    _id: row.id, name: row.name, prefix: row.prefix, createdBy: row.createdByName, createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null, revokedAt: row.revokedAt?.toISOString() ?? null, revokedBy: row.revokedByName,
  };
}

export class ApiTokensService {
  constructor(private readonly db: Database) {}

  async list(brandId: string): Promise<ApiToken[]> {
    return (await tokens.listTokens(this.db, brandId)).map(tokenView);
  }

  async create(caller: Caller, body: CreateApiTokenBody): Promise<CreatedApiToken> {
    const brandId = caller.brand.id;
    const token = `${API_TOKEN_PREFIX}${randomBytes(TOKEN_BYTES).toString('base64url')}`;
    const row = await this.db.transaction(async (tx) => {
      if (await tokens.countActiveTokens(tx, brandId) >= MAX_API_TOKENS) throw businessRule(T.tooMany);
      const stored = await tokens.insertToken(tx, {
        brandId, name: body.name.trim(), tokenHash: hashOf(token), prefix: token.slice(0, API_TOKEN_PREFIX.length + API_TOKEN_SHOWN_CHARS),
        createdBy: caller.userId, createdByName: caller.name,
      });
      // The audit keeps the name and prefix, never the token.
      await recordAudit(tx, {
        brandId, actor: { id: caller.userId, name: caller.name }, entity: 'apiToken', entityId: stored.id, action: 'create',
        after: { name: stored.name, prefix: stored.prefix, scope: 'botTest' },
      });
      return stored;
    });
    return { ...tokenView(row), token };
  }

  async revoke(caller: Caller, tokenId: string): Promise<ApiToken> {
    const brandId = caller.brand.id;
    const known = UUID.test(tokenId) ? await tokens.findToken(this.db, brandId, tokenId) : undefined;
    if (!known) throw notFound(T.notFound);
    const row = await this.db.transaction(async (tx) => {
      const revoked = await tokens.revokeToken(tx, brandId, tokenId, caller.name);
      if (!revoked) throw businessRule(T.alreadyRevoked);
      await recordAudit(tx, {
        brandId, actor: { id: caller.userId, name: caller.name }, entity: 'apiToken', entityId: tokenId, action: 'revoke',
        before: { name: revoked.name, prefix: revoked.prefix }, after: { revokedAt: revoked.revokedAt?.toISOString() ?? null },
      });
      return revoked;
    });
    return tokenView(row);
  }

  /** The token's caller (scope botTest), or null when it is unknown or revoked. */
  async authenticate(token: string): Promise<AuthContext | null> {
    if (!isApiToken(token)) return null;
    const found = await tokens.findLiveToken(this.db, hashOf(token));
    if (!found) return null;
    const { token: row, brand } = found;
    await tokens.touchToken(this.db, row.id);
    return {
      sessionId: row.id,
      apiToken: { id: row.id, name: row.name, scope: 'botTest' },
      // Stands for the token: no member, no permission (the guard decides a token's calls by their scope alone).
      principal: {
        userId: row.id, adminPsid: '', email: '', firstName: 'API token', lastName: row.name, role: 'Agent',
        permissions: { features: {}, actions: {}, events: {}, ticketsEnabled: false },
        brand: {
          id: brand.id, name: brand.name, version: brand.version, bifurcationFilters: brand.bifurcationFilters,
          allowedChannels: brand.allowedChannels, nlpServiceDetails: brand.nlpServiceDetails,
        },
        selectedBifurcation: null, allowedBifurcation: {},
      },
    };
  }
}

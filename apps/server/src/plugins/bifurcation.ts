/**
 * Bifurcation (§3, §7): non-GET bodies may carry `selectedBifurcation`. It is validated against the
 * filters as the member may use them (their allowed values: 400 on `selectedBifurcation` otherwise) and
 * the effective selection — the one sent, else the member's saved one, else each filter's default — is
 * request.bifurcation (computed when first read). memberScope() is what scopes their data (issue 21, point 10).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  effectiveSelection,
  selectedBifurcationSchema,
  selectionError,
  type BifurcationFilter,
  type SelectedBifurcation,
} from '@switchboard/contracts/auth/bifurcation.schemas';
import { allowedFilters, valuesOfSelection } from '@switchboard/contracts/auth/bifurcation-scope';
import type { Scope } from '@/lib/bifurcation-scope';
import type { Principal } from './auth';
import { badRequest } from './http-errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The effective selection of a signed-in caller; null on public routes. */
    readonly bifurcation: SelectedBifurcation | null;
  }
}

export const SELECTION_FIELD = 'selectedBifurcation';

/** The selection as sent, validated against the filters; throws a 400 on the field. */
export function validSelection(filters: readonly BifurcationFilter[], value: unknown): SelectedBifurcation {
  const parsed = selectedBifurcationSchema.safeParse(value);
  if (!parsed.success) throw badRequest('The bifurcation selection is malformed', SELECTION_FIELD);
  const problem = selectionError(filters, parsed.data);
  if (problem) throw badRequest(problem, SELECTION_FIELD);
  return parsed.data;
}

/** The brand's filters narrowed to the values the member may select (the header offers these). */
export const memberFilters = (p: Principal): BifurcationFilter[] => allowedFilters(p.brand.bifurcationFilters, p.allowedBifurcation);

/** A principal's saved (or default) selection, always one of their allowed values; principals are replaced when they change. */
const savedSelection = new WeakMap<Principal, SelectedBifurcation>();

export function memberSelection(principal: Principal): SelectedBifurcation {
  let saved = savedSelection.get(principal);
  if (!saved) {
    saved = effectiveSelection(memberFilters(principal), principal.selectedBifurcation);
    savedSelection.set(principal, saved);
  }
  return saved;
}

/**
 * The scope of the member's data: their saved selection. A selection sent with a request is validated
 * but does not scope it (the console sends the saved one; the header saves a change before reloading).
 */
export const memberScope = (principal: Principal): Scope => ({
  filters: principal.brand.bifurcationFilters, values: valuesOfSelection(memberSelection(principal)),
});

const sentSelection = new WeakMap<FastifyRequest, SelectedBifurcation>();

function selectionOf(request: FastifyRequest): SelectedBifurcation | null {
  const principal = request.auth?.principal;
  if (!principal) return null;
  const sent = sentSelection.get(request);
  if (sent) return effectiveSelection(memberFilters(principal), sent);
  return memberSelection(principal);
}

/** The scope of a signed-in caller's request (routes behind a guard). */
export function scopeOf(request: FastifyRequest): Scope | undefined {
  return request.auth ? memberScope(request.auth.principal) : undefined;
}

async function bifurcationPlugin(app: FastifyInstance) {
  app.decorateRequest('bifurcation', {
    getter(this: FastifyRequest) {
      return selectionOf(this);
    },
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const body = request.body;
    if (!request.auth || request.method === 'GET' || request.method === 'HEAD' || typeof body !== 'object' || body === null) return done();
    const sent = (body as Record<string, unknown>)[SELECTION_FIELD];
    if (sent === undefined || sent === null) return done();
    try {
      sentSelection.set(request, validSelection(memberFilters(request.auth.principal), sent));
      done();
    } catch (error) {
      done(error as Error);
    }
  });
}

export const bifurcation = fp(bifurcationPlugin, { name: 'switchboard-bifurcation' });

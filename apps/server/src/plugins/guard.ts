/**
 * The permission guard. Every route declares `config.guard`; the server checks it on every call
 * with the caller's current permissions (contracts' isRouteAllowed / isActionAllowed), so what the
 * menu hides the server refuses. Each route gets its own onRequest check, built once when the route
 * is added. Routes without a guard are recorded (a test fails on them) and refuse every call.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { isActionAllowed, isRouteAllowed, type Permissions } from '@switchboard/contracts/permissions';
import { TEXTS } from '@switchboard/contracts/common/texts';
import { bearerToken, type ApiTokenScope, type AuthContext, type Authenticator } from './auth';
import { forbidden, unauthorized } from './http-errors';

export type RouteGuard =
  | 'public'
  | 'authenticated'
  /** apiToken: an API token of this scope may call the route too (members are checked as ever). */
  | { feature: string; action?: readonly [resource: string, action: string]; apiToken?: ApiTokenScope }
  /** The screen and at least one of these actions (the handler then checks the one its input names). */
  | { feature: string; anyAction: readonly (readonly [resource: string, action: string])[] }
  | { action: readonly [resource: string, action: string] }
  /** Any one of these screens (a call two screens make, e.g. the profile widgets of live chat and history). */
  | { anyFeature: readonly string[] };

export interface RegisteredRoute {
  method: string;
  url: string;
  guard: RouteGuard | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    guard?: RouteGuard;
  }
  interface FastifyInstance {
    /** Every route with its guard, collected as routes are added. */
    registeredRoutes: RegisteredRoute[];
  }
}

export const SIGN_IN_REQUIRED = 'Please sign in to continue.';
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';
export const NO_GUARD = 'This route declares no permission guard.';

export function allows(auth: AuthContext, guard: RouteGuard): boolean {
  // An API token reaches only the routes naming its scope: a token is never a member, whatever its principal holds.
  if (auth.apiToken) return typeof guard === 'object' && 'apiToken' in guard && guard.apiToken === auth.apiToken.scope;
  return guardAllows(auth.principal.permissions, guard);
}

/** The guard's decision for a permission map (the fuzz suite and route walk predict answers with it). */
export function guardAllows(permissions: Permissions, guard: RouteGuard): boolean {
  if (guard === 'public' || guard === 'authenticated') return true;
  if ('anyFeature' in guard) return guard.anyFeature.some((feature) => isRouteAllowed(permissions, feature));
  if ('feature' in guard && !isRouteAllowed(permissions, guard.feature)) return false;
  if ('anyAction' in guard) return guard.anyAction.some(([resource, action]) => isActionAllowed(permissions, resource, action));
  // A screen's write needs both the screen (feature) and the action on its resource.
  return guard.action ? isActionAllowed(permissions, guard.action[0], guard.action[1]) : true;
}

type OnRequest = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void;

function checkFor(guard: RouteGuard | undefined, authenticator: Authenticator): OnRequest | undefined {
  if (guard === 'public') return undefined;
  if (guard === undefined) return (_request, _reply, done) => done(forbidden(NO_GUARD));
  const decide = (request: FastifyRequest, auth: AuthContext | null) => {
    if (!auth) return unauthorized(SESSION_ENDED);
    request.auth = auth;
    return allows(auth, guard) ? undefined : forbidden(TEXTS.forbidden);
  };
  return (request, _reply, done) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) return done(unauthorized(SIGN_IN_REQUIRED));
    const known = authenticator.peek?.(token);
    if (known !== undefined) return done(decide(request, known));
    authenticator.authenticate(token).then((auth) => done(decide(request, auth)), done);
  };
}

async function guardPlugin(app: FastifyInstance, options: { authenticator: Authenticator }) {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.decorateRequest('auth', null);

  app.addHook('onRoute', (route) => {
    const guard = route.config?.guard;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) routes.push({ method, url: route.url, guard });
    const check = checkFor(guard, options.authenticator);
    if (!check) return;
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [check, ...existing];
  });
}

export const guard = fp(guardPlugin, { name: 'switchboard-guard' });

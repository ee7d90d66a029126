/**
 * Table-driven enforcement: every registered admin endpoint, called as each seeded role, answers 403
 * exactly when the contracts' permission functions (the ones the console filters its menu with)
 * refuse the route's declared screen or action for that role's default map.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { isActionAllowed, isRouteAllowed, type Permissions } from '@switchboard/contracts/permissions';
import { defaultPermissions, ROLES, type RoleName } from '@switchboard/contracts/roles';
import type { RegisteredRoute } from '@/plugins/guard';
import { DEMO_MEMBERS } from '@/seed/demo-brand';
import { describeBackends } from '@/testing/backends';
import { bearer, signIn } from '@/testing/test-app';

function expectedAllowed(permissions: Permissions, guard: RegisteredRoute['guard']): boolean {
  if (guard === undefined) return false;
  if (guard === 'public' || guard === 'authenticated') return true;
  if ('feature' in guard && !isRouteAllowed(permissions, guard.feature)) return false;
  return guard.action ? isActionAllowed(permissions, guard.action[0], guard.action[1]) : true;
}

const isAdminEndpoint = (route: RegisteredRoute) => route.url.startsWith('/admin/') && route.method !== 'HEAD';

describeBackends('every admin endpoint, as every seeded role', (ctx) => {
  it('answers 403 exactly where the console’s permission data says no', async () => {
    const routes = ctx.app.registeredRoutes.filter(isAdminEndpoint);
    expect(routes.length).toBeGreaterThanOrEqual(20);
    const mismatches: string[] = [];
    let refusals = 0;
    for (const role of ROLES) {
      const member = DEMO_MEMBERS.find((candidate) => candidate.role === role);
      if (!member) throw new Error(`No seeded member for ${role}`);
      const { token } = await signIn(ctx.app, member.email);
      const permissions = defaultPermissions(role as RoleName, member.ticketsEnabled);
      for (const route of routes) {
        // Unknown ids and empty bodies: an allowed call fails later (400/404/412), never with 403.
        const url = route.url.replace(/:\w+/g, () => randomUUID());
        const response = await ctx.app.inject({ method: route.method as 'GET', url, headers: bearer(token), ...(route.method === 'GET' ? {} : { payload: {} }) });
        const allowed = expectedAllowed(permissions, route.guard);
        if (!allowed) refusals += 1;
        const ok = allowed ? ![401, 403].includes(response.statusCode) : response.statusCode === 403;
        if (!ok) mismatches.push(`${role} ${route.method} ${route.url}: expected ${allowed ? 'allowed' : '403'}, got ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    expect(mismatches).toEqual([]);
    expect(refusals).toBeGreaterThan(0);
  });
});

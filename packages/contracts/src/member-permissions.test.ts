import { describe, expect, it } from 'vitest';
import { compactPermissions, effectivePermissions } from './member-permissions';
import { firstAllowedChild, isActionAllowed, isEventAllowed, isRouteAllowed, menuFor, permissionsSchema } from './permissions';
import { ACTIONS, defaultPermissions, EVENTS, ROLES } from './roles';
import { allRoutes, SECTIONS } from './routes';

describe('effectivePermissions', () => {
  const { ticketsEnabled: _ignored, ...agent } = defaultPermissions('Agent', false);

  it('is the role map plus the member’s ticketsEnabled when there are no overrides', () => {
    const permissions = effectivePermissions(agent, {}, true);
    expect(permissions).toEqual({ ...agent, ticketsEnabled: true });
    expect(isRouteAllowed(permissions, '/tickets')).toBe(true);
    expect(isRouteAllowed(effectivePermissions(agent, null, false), '/tickets')).toBe(false);
  });

  it('lays the member’s overrides over the role, section, child, action and event', () => {
    const permissions = effectivePermissions(
      agent,
      {
        features: { '/chats': { isAllowed: false }, '/analytics': { isAllowed: true, children: { '/analytics/chatlog': { isAllowed: true } } } },
        actions: { bot: { train: true } },
        events: { typing: false },
      },
      false,
    );
    expect(isRouteAllowed(permissions, '/chats')).toBe(false);
    expect(isRouteAllowed(permissions, '/analytics/chatlog')).toBe(true);
    expect(isRouteAllowed(permissions, '/analytics/usages')).toBe(false);
    expect(isActionAllowed(permissions, 'bot', 'train')).toBe(true);
    expect(isActionAllowed(permissions, 'bot', 'publish')).toBe(false);
    expect(permissions.events.typing).toBe(false);
    expect(agent.features['/chats']?.isAllowed).toBe(true);
  });
});

describe('compactPermissions', () => {
  const paths = [
    ...allRoutes().map((route) => route.path),
    '/members/agents/edit', '/members/groups/add', '/tickets/T-1', '/users/id=1&type=psid', '/settings/teammembers/42',
    '/analytics', '/analytics/unknown', '/nowhere',
  ];
  const variants = ROLES.flatMap((role) => [defaultPermissions(role, true), defaultPermissions(role, false)]);
  variants.push(
    effectivePermissions(
      defaultPermissions('Supervisor', true),
      { features: { '/members': { children: { '/members/agents': { isAllowed: false } } } }, actions: { chats: { accept: false } } },
      true,
    ),
  );

  it('answers every route, action and event exactly like the full map, for every role', () => {
    for (const full of variants) {
      const compact = compactPermissions(full);
      for (const path of paths) expect(isRouteAllowed(compact, path), path).toBe(isRouteAllowed(full, path));
      for (const [resource, names] of Object.entries(ACTIONS)) {
        for (const name of names) expect(isActionAllowed(compact, resource, name)).toBe(isActionAllowed(full, resource, name));
      }
      for (const event of EVENTS) expect(isEventAllowed(compact, event)).toBe(isEventAllowed(full, event));
      expect(menuFor(compact)).toEqual(menuFor(full));
      for (const section of SECTIONS) expect(firstAllowedChild(compact, section)).toEqual(firstAllowedChild(full, section));
      expect(permissionsSchema.parse(compact)).toEqual(compact);
    }
  });

  it('is much smaller', () => {
    const full = defaultPermissions('Admin', true);
    expect(JSON.stringify(compactPermissions(full)).length).toBeLessThan(JSON.stringify(full).length / 4);
  });
});

import { describe, expect, it } from 'vitest';
import { firstAllowedChild, isActionAllowed, isEventAllowed, isPathAllowed, isRouteAllowed, menuFor, type Features, type Permissions } from './permissions';
import { defaultPermissions } from './roles';
import { SECTIONS } from './routes';

const features: Features = {
  '/': { isAllowed: true },
  '/members': {
    isAllowed: true,
    children: {
      '/members/agents': { isAllowed: false },
      '/members/groups': { isAllowed: true },
      '/members/roles': { isAllowed: true },
    },
  },
  '/analytics': { isAllowed: false, children: { '/analytics/chatlog': { isAllowed: true } } },
  '/tickets': { isAllowed: true },
  '/users': { isAllowed: true },
};
const perms = (over: Partial<Permissions> = {}): Permissions => ({ features, actions: {}, events: {}, ticketsEnabled: true, ...over });

describe('route gating (§5)', () => {
  it('allows a listed section and a listed, allowed child', () => {
    expect(isPathAllowed(features, '/')).toBe(true);
    expect(isPathAllowed(features, '/members/groups')).toBe(true);
  });
  it('needs both parent and child: an allowed child under a refused section is refused', () => {
    expect(isPathAllowed(features, '/analytics/chatlog')).toBe(false);
    expect(isPathAllowed(features, '/members/agents')).toBe(false);
  });
  it('checks a sub-screen against its parent', () => {
    expect(isPathAllowed(features, '/members/groups/add')).toBe(true);
    expect(isPathAllowed(features, '/members/agents/edit')).toBe(false);
  });
  it('checks a deeper screen against its grandparent', () => {
    expect(isPathAllowed(features, '/members/roles/individual/extra')).toBe(true);
    expect(isPathAllowed(features, '/members/agents/edit/extra')).toBe(false);
  });
  it('falls back to a sibling sharing the same parent', () => {
    const withSiblings: Features = {
      '/members': { isAllowed: true, children: { '/members/groups/edit': { isAllowed: true } } },
    };
    expect(isPathAllowed(withSiblings, '/members/groups/add')).toBe(true);
    const refusedSibling: Features = {
      '/members': { isAllowed: true, children: { '/members/groups/edit': { isAllowed: false } } },
    };
    expect(isPathAllowed(refusedSibling, '/members/groups/add')).toBe(false);
  });
  it('lets detail pages under a section follow the section', () => {
    expect(isPathAllowed(features, '/users/id=42&type=psid')).toBe(true);
    expect(isPathAllowed(features, '/tickets/T-1')).toBe(true);
    expect(isPathAllowed(features, '/settings/profile')).toBe(false);
  });
  it('needs ticketsEnabled for tickets', () => {
    expect(isRouteAllowed(perms(), '/tickets/T-1')).toBe(true);
    expect(isRouteAllowed(perms({ ticketsEnabled: false }), '/tickets')).toBe(false);
  });
  it('defaults actions and events to allowed, honours explicit refusals', () => {
    const p = perms({ actions: { chats: { supervise: false } }, events: { takeover: false } });
    expect(isActionAllowed(p, 'chats', 'supervise')).toBe(false);
    expect(isActionAllowed(p, 'chats', 'accept')).toBe(true);
    expect(isActionAllowed(p, 'unknown', 'x')).toBe(true);
    expect(isEventAllowed(p, 'takeover')).toBe(false);
    expect(isEventAllowed(p, 'typing')).toBe(true);
  });
});

describe('role defaults and the menu', () => {
  const titles = (p: Permissions) => menuFor(p).map((section) => section.title);
  it('shows an Agent Dashboard, Chats, Chat History and Tickets but no Members, Bot Builder or Model Management', () => {
    const agent = defaultPermissions('Agent', true);
    expect(titles(agent)).toEqual(expect.arrayContaining(['Dashboard', 'Chats', 'Chat History', 'Tickets']));
    expect(titles(agent)).not.toContain('Members');
    expect(titles(agent)).not.toContain('Bot Builder');
    expect(titles(agent)).not.toContain('Model Management');
    expect(isRouteAllowed(agent, '/settings/teammembers')).toBe(false);
    expect(isRouteAllowed(agent, '/members/roles')).toBe(false);
    expect(isActionAllowed(agent, 'chats', 'supervise')).toBe(false);
  });
  it('shows an Admin every section', () => {
    expect(titles(defaultPermissions('Admin', true))).toEqual(SECTIONS.map((s) => s.title));
  });
  it('hides Tickets without ticketsEnabled', () => {
    expect(titles(defaultPermissions('Agent', false))).not.toContain('Tickets');
  });
  it('lists only permitted entries of a partly permitted section and redirects to the first', () => {
    const qa = defaultPermissions('QA', false);
    const analytics = menuFor(qa).find((s) => s.path === '/analytics');
    expect(analytics?.children?.map((c) => c.path)).toEqual([
      '/analytics/chatlog', '/analytics/botsuccessmetrics', '/analytics/feedback', '/analytics/fracture', '/analytics/accuracy',
    ]);
    const section = SECTIONS.find((s) => s.path === '/analytics');
    expect(section && firstAllowedChild(qa, section)?.path).toBe('/analytics/chatlog');
    expect(isRouteAllowed(qa, '/analytics/kpi')).toBe(false);
  });
});

/**
 * Permission maps sent by the console are checked against contracts' tree (SECTIONS, ACTIONS,
 * EVENTS): unknown routes, resources, actions or events are a 400, so a typo cannot grant anything.
 * overridesFrom() keeps only what differs from the role, so later role changes still apply (§3).
 */
import type { PermissionOverrides, RolePermissions } from '@switchboard/contracts/member-permissions';
import { ACTIONS, EVENTS } from '@switchboard/contracts/roles';
import { SECTIONS } from '@switchboard/contracts/routes';
import { badRequest } from '@/plugins/http-errors';

const CHILDREN = new Map(SECTIONS.map((section) => [section.path, new Set((section.children ?? []).filter((c) => c.menu).map((c) => c.path))]));

export function checkPermissionShape(permissions: RolePermissions): void {
  for (const [path, node] of Object.entries(permissions.features)) {
    const children = CHILDREN.get(path);
    if (!children) throw badRequest(`Unknown route ${path}`, 'permissions');
    for (const child of Object.keys(node.children ?? {})) {
      if (!children.has(child)) throw badRequest(`Unknown route ${child}`, 'permissions');
    }
  }
  for (const [resource, names] of Object.entries(permissions.actions)) {
    const known: readonly string[] | undefined = ACTIONS[resource as keyof typeof ACTIONS];
    if (!known) throw badRequest(`Unknown resource ${resource}`, 'permissions');
    for (const name of Object.keys(names)) if (!known.includes(name)) throw badRequest(`Unknown action ${resource}.${name}`, 'permissions');
  }
  for (const event of Object.keys(permissions.events)) {
    if (!(EVENTS as readonly string[]).includes(event)) throw badRequest(`Unknown event ${event}`, 'permissions');
  }
}

export function overridesFrom(role: RolePermissions, wanted: RolePermissions): PermissionOverrides {
  const features: NonNullable<PermissionOverrides['features']> = {};
  for (const [path, node] of Object.entries(wanted.features)) {
    const base = role.features[path];
    const children = Object.fromEntries(
      Object.entries(node.children ?? {}).filter(([child, value]) => (base?.children?.[child]?.isAllowed ?? false) !== value.isAllowed),
    );
    const differs = (base?.isAllowed ?? false) !== node.isAllowed;
    if (differs || Object.keys(children).length > 0) {
      features[path] = { ...(differs ? { isAllowed: node.isAllowed } : {}), ...(Object.keys(children).length > 0 ? { children } : {}) };
    }
  }
  const actions: NonNullable<PermissionOverrides['actions']> = {};
  for (const [resource, names] of Object.entries(wanted.actions)) {
    const changed = Object.fromEntries(Object.entries(names).filter(([name, value]) => (role.actions[resource]?.[name] ?? true) !== value));
    if (Object.keys(changed).length > 0) actions[resource] = changed;
  }
  const events = Object.fromEntries(Object.entries(wanted.events).filter(([event, value]) => (role.events[event] ?? true) !== value));
  return {
    ...(Object.keys(features).length > 0 ? { features } : {}),
    ...(Object.keys(actions).length > 0 ? { actions } : {}),
    ...(Object.keys(events).length > 0 ? { events } : {}),
  };
}

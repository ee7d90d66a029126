/**
 * A member's effective permissions (§3 permission map, §6): the role's map, looked up when needed,
 * with the member's own overrides laid over it, plus the member's ticketsEnabled flag. Overrides
 * are partial: only what differs from the role is stored, so later role changes still apply.
 */
import { z } from 'zod';
import { permissionsSchema, type Permissions } from './permissions';

export const rolePermissionsSchema = permissionsSchema.omit({ ticketsEnabled: true });
export type RolePermissions = z.infer<typeof rolePermissionsSchema>;

export const permissionOverridesSchema = z.object({
  features: z
    .record(
      z.string(),
      z.object({
        isAllowed: z.boolean().optional(),
        children: z.record(z.string(), z.object({ isAllowed: z.boolean() })).optional(),
      }),
    )
    .optional(),
  actions: z.record(z.string(), z.record(z.string(), z.boolean())).optional(),
  events: z.record(z.string(), z.boolean()).optional(),
});
export type PermissionOverrides = z.infer<typeof permissionOverridesSchema>;

export function effectivePermissions(
  role: RolePermissions,
  overrides: PermissionOverrides | null | undefined,
  ticketsEnabled: boolean,
): Permissions {
  const features: Permissions['features'] = {};
  const paths = new Set([...Object.keys(role.features), ...Object.keys(overrides?.features ?? {})]);
  for (const path of paths) {
    const base = role.features[path];
    const over = overrides?.features?.[path];
    const children = { ...base?.children, ...over?.children };
    features[path] = {
      isAllowed: over?.isAllowed ?? base?.isAllowed ?? false,
      ...(Object.keys(children).length > 0 || base?.children ? { children } : {}),
    };
  }
  const actions: Permissions['actions'] = { ...role.actions };
  for (const [resource, names] of Object.entries(overrides?.actions ?? {})) {
    actions[resource] = { ...role.actions[resource], ...names };
  }
  return { features, actions, events: { ...role.events, ...overrides?.events }, ticketsEnabled };
}

/**
 * The same permissions in their smallest form, for session answers (login, token/verify): a fully
 * allowed section drops its children, a denied one is just denied, and actions and events list only
 * what is denied (§5: both default to allowed). isRouteAllowed, isActionAllowed, isEventAllowed,
 * menuFor and firstAllowedChild answer exactly as for the full map (tested for every role).
 */
export function compactPermissions(permissions: Permissions): Permissions {
  const features: Permissions['features'] = {};
  for (const [path, node] of Object.entries(permissions.features)) {
    const children = Object.values(node.children ?? {});
    features[path] = !node.isAllowed || children.every((child) => child.isAllowed)
      ? { isAllowed: node.isAllowed }
      : { isAllowed: true, children: { ...node.children } };
  }
  const denied = (map: Record<string, boolean>) => Object.fromEntries(Object.entries(map).filter(([, allowed]) => !allowed));
  const actions: Permissions['actions'] = {};
  for (const [resource, names] of Object.entries(permissions.actions)) {
    const deniedNames = denied(names);
    if (Object.keys(deniedNames).length > 0) actions[resource] = deniedNames;
  }
  return { features, actions, events: denied(permissions.events), ticketsEnabled: permissions.ticketsEnabled };
}

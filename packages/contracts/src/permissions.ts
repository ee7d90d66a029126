/**
 * Permission map (spec §3, §5, §6): features per route with children, actions per resource and
 * action, events. Both the console (menu, route guards) and the server (every call) use these
 * functions, so what the menu hides the server refuses.
 */
import { z } from 'zod';
import { SECTIONS, sectionPathOf, type RouteNode } from './routes';

export const featureNodeSchema = z.object({
  isAllowed: z.boolean(),
  children: z.record(z.string(), z.object({ isAllowed: z.boolean() })).optional(),
});
export const featuresSchema = z.record(z.string(), featureNodeSchema);
export const permissionsSchema = z.object({
  features: featuresSchema,
  actions: z.record(z.string(), z.record(z.string(), z.boolean())),
  events: z.record(z.string(), z.boolean()),
  ticketsEnabled: z.boolean(),
});
export type FeatureNode = z.infer<typeof featureNodeSchema>;
export type Features = z.infer<typeof featuresSchema>;
export type Permissions = z.infer<typeof permissionsSchema>;

const parentOf = (path: string): string => {
  const cut = path.lastIndexOf('/');
  return cut <= 0 ? '/' : path.slice(0, cut);
};

/**
 * §5: a route shows only if its path is allowed, checked against the path itself, its parent, its
 * grandparent or a sibling path; a child route needs both the section and the child allowed.
 * Paths not listed under their section (detail screens) follow the nearest listed ancestor, else
 * an allowed sibling sharing their parent (add/edit screens), else the section.
 */
export function isPathAllowed(features: Features, pathname: string): boolean {
  const sectionPath = sectionPathOf(pathname);
  const section = features[sectionPath];
  if (!section?.isAllowed) return false;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === sectionPath) return true;
  const children = section.children ?? {};
  const parent = parentOf(path);
  for (const candidate of [path, parent, parentOf(parent)]) {
    if (candidate === sectionPath) break;
    const child = children[candidate];
    if (child) return child.isAllowed;
  }
  const siblings = Object.keys(children).filter((key) => parentOf(key) === parent && key !== path);
  if (parent !== sectionPath && siblings.length > 0) return siblings.some((key) => children[key]?.isAllowed);
  return true;
}

/** Tickets additionally need ticketsEnabled (§1, §6). */
export function isRouteAllowed(permissions: Permissions, pathname: string): boolean {
  if (sectionPathOf(pathname) === '/tickets' && !permissions.ticketsEnabled) return false;
  return isPathAllowed(permissions.features, pathname);
}

/** §5: action permission is looked up by resource and action, default allowed. */
export function isActionAllowed(permissions: Pick<Permissions, 'actions'>, resource: string, action: string): boolean {
  return permissions.actions[resource]?.[action] ?? true;
}

/** §5: event permission is looked up by event, default allowed. */
export function isEventAllowed(permissions: Pick<Permissions, 'events'>, event: string): boolean {
  return permissions.events[event] ?? true;
}

/** The first child of a section the user may see, for the section's bare-path redirect. */
export function firstAllowedChild(permissions: Permissions, section: RouteNode): RouteNode | undefined {
  return (section.children ?? []).find((child) => child.menu && isRouteAllowed(permissions, child.path));
}

/** The side menu: permitted sections with their permitted menu entries; a section whose entries are all hidden is hidden. */
export function menuFor(permissions: Permissions, sections: readonly RouteNode[] = SECTIONS): RouteNode[] {
  return sections.flatMap((section) => {
    if (!isRouteAllowed(permissions, section.path)) return [];
    const entries = (section.children ?? []).filter((child) => child.menu);
    if (entries.length === 0) return [{ ...section, children: [] }];
    const allowed = entries.filter((child) => isRouteAllowed(permissions, child.path));
    return allowed.length > 0 ? [{ ...section, children: allowed }] : [];
  });
}

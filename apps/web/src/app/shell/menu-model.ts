/** Side-menu model: the permitted sections and entries (menuFor) and the entry matching a path. */
import type { RouteNode, SectionNode } from '@switchboard/contracts/routes';

export interface MenuEntry {
  path: string;
  label: string;
  children: { path: string; label: string }[];
}

export function menuEntries(sections: readonly RouteNode[]): MenuEntry[] {
  return sections.map((section) => ({
    path: section.path,
    label: (section as Partial<SectionNode>).menuGroup ?? section.title,
    children: (section.children ?? []).map((child) => ({ path: child.path, label: child.title })),
  }));
}

const matches = (path: string, pathname: string) =>
  path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`);

/** The deepest menu entry whose path contains the pathname, and its section. */
export function activeEntry(entries: readonly MenuEntry[], pathname: string): { selected?: string; section?: string } {
  for (const entry of entries) {
    const child = entry.children
      .filter((candidate) => matches(candidate.path, pathname))
      .sort((a, b) => b.path.length - a.path.length)[0];
    if (child) return { selected: child.path, section: entry.path };
    if (matches(entry.path, pathname)) return { selected: entry.path, section: entry.path };
  }
  return {};
}

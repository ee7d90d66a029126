/**
 * The protected route tree, generated from the contracts' SECTIONS (spec §2). Every page is lazily
 * loaded; pages not built yet share the NotBuiltYet screen. A section with menu entries redirects its
 * bare path to the first entry the user may see.
 */
import type { RouteObject } from 'react-router';
import { SECTIONS, type RouteNode } from '@switchboard/contracts/routes';
import { PAGES, type LazyPage } from '@/app/pages';
import type { RouteHandle } from '@/lib/route-handle';

type LazyRoute = NonNullable<RouteObject['lazy']>;

const notBuiltYet: LazyPage = () => import('@/components/not-built-yet');
const sectionRedirect: LazyPage = () => import('@/app/guards/section-redirect');


export const lazyPage = (load: LazyPage): LazyRoute => async () => ({ Component: (await load()).default });

const pageFor = (node: RouteNode) => lazyPage(PAGES[node.path] ?? notBuiltYet);
const handleOf = (node: RouteNode): RouteHandle => ({ node });

function sectionRoute(section: RouteNode): RouteObject {
  if (section.path === '/') return { index: true, handle: handleOf(section), lazy: pageFor(section) };
  const children = section.children ?? [];
  const index: RouteObject = children.some((child) => child.menu)
    ? { index: true, lazy: lazyPage(sectionRedirect) }
    : { index: true, lazy: pageFor(section) };
  return {
    path: section.path,
    handle: handleOf(section),
    children: [index, ...children.map((child) => ({ path: child.path, handle: handleOf(child), lazy: pageFor(child) }))],
  };
}

export const sectionRoutes = (): RouteObject[] => SECTIONS.map(sectionRoute);

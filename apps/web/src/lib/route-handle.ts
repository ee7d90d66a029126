/** Route handles carry the contracts' route node, so shared screens can show its title and issue. */
import type { UIMatch } from 'react-router';
import type { RouteNode } from '@switchboard/contracts/routes';

export interface RouteHandle {
  node?: RouteNode;
  title?: string;
}

/** The handle of the deepest match that has a title. */
export function currentHandle(matches: readonly UIMatch[]): RouteHandle | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle?.node || handle?.title) return handle;
  }
  return undefined;
}

export const handleTitle = (handle: RouteHandle | undefined): string | undefined => handle?.node?.title ?? handle?.title;

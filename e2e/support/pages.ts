// The console's pages the sweeps visit, from the contracts' route tree.
import { allRoutes } from '@switchboard/contracts/routes';

/** Every built page of the side menu (detail pages need a record and are opened by the journeys that make one). */
export const BUILT_MENU_ROUTES = allRoutes().filter((node) => node.menu && node.builtBy !== undefined && !node.path.includes(':'));
export const BUILT_MENU_PAGES = BUILT_MENU_ROUTES.map((node) => node.path);

import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AUTH_ROUTES, allRoutes } from '@switchboard/contracts/routes';
import { appRoutes } from '@/app/router';
import { RESEND_ACTIVATION_ROUTE } from '@/features/auth/routes/paths';
import { currentHandle } from '@/lib/route-handle';

const routes = appRoutes();
const concrete = (path: string) => path.replace(/:[^/]+/g, 'id=1&type=x');
const leaf = (pathname: string) => {
  const matches = matchRoutes(routes, pathname) ?? [];
  return { matches, handle: currentHandle(matches.map((m) => ({ ...m, id: m.route.id ?? '', data: undefined, loaderData: undefined, handle: m.route.handle }))) };
};

describe('route tree', () => {
  it('has every route of the contracts tree, lazily loaded, with its title', () => {
    for (const node of allRoutes()) {
      const { matches, handle } = leaf(concrete(node.path));
      expect(handle?.node?.path, node.path).toBe(node.path);
      const last = matches.at(-1)?.route;
      expect(Boolean(last?.lazy), `${node.path} is lazy`).toBe(true);
    }
  });

  it('redirects bare sections with menu entries through an index route', () => {
    for (const section of ['/analytics', '/botbuilder', '/members', '/settings', '/console', '/dms', '/automatedtesting', '/whatsapp_template', '/modelmanagement']) {
      const { matches } = leaf(section);
      expect(matches.at(-1)?.route.index, section).toBe(true);
    }
  });

  it('has the public screens and the not-found catch-alls', () => {
    for (const path of [AUTH_ROUTES.login, AUTH_ROUTES.forgotPassword, AUTH_ROUTES.resetPassword, AUTH_ROUTES.activate, AUTH_ROUTES.ssoLanding, RESEND_ACTIVATION_ROUTE]) {
      expect(leaf(path).matches.at(-1)?.route.path, path).not.toBe('*');
    }
    expect(leaf('/auth/unknown').matches.at(-1)?.route.path).toBe('*');
    expect(leaf('/auth/unknown').matches.some((m) => m.route.path === AUTH_ROUTES.root)).toBe(true);
    expect(leaf('/no/such/page').handle?.title).toBe('Page not found');
    expect(leaf('/users/id=1&type=x/extra').matches.at(-1)?.route.path).toBe('*');
  });
});

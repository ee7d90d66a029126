import { createBrowserRouter, type RouteObject } from 'react-router';
import { authRoutes, loginRoute } from '@/app/auth-routes';
import { RouteError } from '@/app/chrome/route-error';
import { RequireAuth } from '@/app/guards/require-auth';
import { RootLayout } from '@/app/root-layout';
import { lazyPage, sectionRoutes } from '@/app/section-routes';
import { FullPageLoader } from '@/components/full-page-loader';

export const appRoutes = (): RouteObject[] => [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      loginRoute(),
      {
        lazy: lazyPage(() => import('@/app/query-layout')),
        children: [
          ...authRoutes(),
          {
            element: <RequireAuth />,
            children: [{ lazy: lazyPage(() => import('@/app/shell/app-shell')), children: sectionRoutes() }],
          },
          { path: '*', handle: { title: 'Page not found' }, lazy: lazyPage(() => import('@/app/unknown-path')) },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(appRoutes());
export type AppRouter = ReturnType<typeof createAppRouter>;

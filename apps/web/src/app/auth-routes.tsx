import { Navigate, type RouteObject } from 'react-router';
import { AUTH_ROUTES } from '@switchboard/contracts/routes';
import { TEXTS } from '@switchboard/contracts/common/texts';
import { lazyPage } from '@/app/section-routes';
import { RESEND_ACTIVATION_ROUTE, SIGN_IN_TITLE } from '@/features/auth/routes/paths';
import type { RouteHandle } from '@/lib/route-handle';

const title = (text: string): RouteHandle => ({ title: text });
const setPassword = lazyPage(() => import('@/features/auth/routes/set-password-page'));
const relative = (path: string) => path.slice(`${AUTH_ROUTES.root}/`.length);

/** /auth/login stands apart: it renders without the query client (see QueryLayout). */
export const loginRoute = (): RouteObject => ({
  path: AUTH_ROUTES.login, handle: title(SIGN_IN_TITLE), lazy: lazyPage(() => import('@/features/auth/routes/login-page')),
});

/** The other public screens (spec §2 Authentication): /auth/* and the single sign-on landing. */
export const authRoutes = (): RouteObject[] => [
  {
    path: AUTH_ROUTES.root,
    children: [
      { index: true, element: <Navigate to={AUTH_ROUTES.login} replace /> },
      { path: relative(AUTH_ROUTES.forgotPassword), handle: title('Forgot password'), lazy: lazyPage(() => import('@/features/auth/routes/forgot-password-page')) },
      { path: relative(AUTH_ROUTES.resetPassword), handle: title('Reset password'), lazy: setPassword },
      { path: relative(AUTH_ROUTES.activate), handle: title('Activate account'), lazy: setPassword },
      { path: relative(RESEND_ACTIVATION_ROUTE), handle: title('Resend activation link'), lazy: lazyPage(() => import('@/features/auth/routes/resend-activation-page')) },
      { path: '*', handle: title('Page not found'), lazy: lazyPage(() => import('@/features/auth/routes/auth-not-found-page')) },
    ],
  },
  { path: AUTH_ROUTES.ssoLanding, handle: title(TEXTS.authenticating), lazy: lazyPage(() => import('@/features/auth/routes/sso-landing-page')) },
];

/** Client-only auth screens beside the contracts' AUTH_ROUTES. */
export const RESEND_ACTIVATION_ROUTE = '/auth/resendactivation';

/** /auth/login's page title (the router's handle, and the screen shown alone on a cold start). */
export const SIGN_IN_TITLE = 'Sign in';

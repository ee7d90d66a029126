/** Client-only auth screens beside the contracts' AUTH_ROUTES. */
export const RESEND_ACTIVATION_ROUTE = '/auth/resendactivation';

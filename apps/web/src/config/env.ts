/** Build-time settings (Vite env). Everything defaults to the same origin as the console. */
const trimSlash = (value: string | undefined): string => (value ?? '').trim().replace(/\/+$/, '');

export const ENV = {
  usersBaseUrl: trimSlash(import.meta.env.VITE_USERS_BASE_URL),
  apiBaseUrl: trimSlash(import.meta.env.VITE_API_BASE_URL),
  publicIpUrl: (import.meta.env.VITE_PUBLIC_IP_URL ?? '').trim(),
} as const;

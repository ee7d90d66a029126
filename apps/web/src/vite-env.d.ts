/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL for paths containing /users (default: same origin). */
  readonly VITE_USERS_BASE_URL?: string;
  /** Base URL for every other call (default: same origin). */
  readonly VITE_API_BASE_URL?: string;
  /** Service answering the caller's public IP for the socket query; skipped when empty. */
  readonly VITE_PUBLIC_IP_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

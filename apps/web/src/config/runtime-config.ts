/**
 * Runtime settings served by GET /console-config (public): internet-check URL, optional Sentry DSN,
 * optional maintenance host, brand and version. Loaded once on start; readers fall back to defaults
 * until it arrives.
 */
import { create } from 'zustand';
import { CONSOLE_CONFIG_PATH, type ConsoleConfig } from '@switchboard/contracts/common/console-config';
import { ENV } from '@/config/env';

const DEFAULT_CONFIG: ConsoleConfig = { internetCheckUrl: '/health', brand: '', version: '' };

interface ConfigState {
  config: ConsoleConfig;
  loaded: boolean;
}

export const useConfigStore = create<ConfigState>()(() => ({ config: DEFAULT_CONFIG, loaded: false }));

export const getConfig = (): ConsoleConfig => useConfigStore.getState().config;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** The server answers the config bare (like /health); unknown or malformed fields fall back to the defaults. */
export function parseConsoleConfig(data: unknown): ConsoleConfig {
  const raw = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const config: ConsoleConfig = {
    internetCheckUrl: text(raw.internetCheckUrl) ?? DEFAULT_CONFIG.internetCheckUrl,
    brand: text(raw.brand) ?? '',
    version: text(raw.version) ?? '',
  };
  const sentryDsn = text(raw.sentryDsn);
  const maintenanceHost = text(raw.maintenanceHost);
  const publicIpUrl = text(raw.publicIpUrl);
  if (sentryDsn) config.sentryDsn = sentryDsn;
  if (maintenanceHost) config.maintenanceHost = maintenanceHost.replace(/\/+$/, '');
  if (publicIpUrl) config.publicIpUrl = publicIpUrl;
  return config;
}

let loading: Promise<ConsoleConfig> | null = null;

/** Fetches the config once (plain fetch: it must not trigger the http client's session handling). */
export function loadConsoleConfig(fetchImpl: typeof fetch = fetch): Promise<ConsoleConfig> {
  loading ??= fetchImpl(`${ENV.apiBaseUrl}${CONSOLE_CONFIG_PATH}`, { headers: { Accept: 'application/json' } })
    .then(async (response) => (response.ok ? parseConsoleConfig(await response.json()) : DEFAULT_CONFIG))
    .catch(() => DEFAULT_CONFIG)
    .then((config) => {
      useConfigStore.setState({ config, loaded: true });
      return config;
    });
  return loading;
}

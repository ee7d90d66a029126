/**
 * Runtime configuration the console fetches before it starts (GET /console-config, public, not
 * wrapped in `{ data }`, like /health). Lets one built console run against any server.
 */
import { z } from 'zod';

export const CONSOLE_CONFIG_PATH = '/console-config';

export const consoleConfigSchema = z.object({
  /** Requested with a 10 s limit after a timeout or network error (§4); relative = this server. */
  internetCheckUrl: z.string(),
  /** Set only when error reporting is configured. */
  sentryDsn: z.string().optional(),
  /** Base URL of the separate host that answers GET /scheduleMaintainance; absent = this server. */
  maintenanceHost: z.string().optional(),
  /** Where the console learns its public IP for the socket query (§7); absent = no lookup. */
  publicIpUrl: z.string().optional(),
  /** The brand name, sent as `brand` to GET /check_version. */
  brand: z.string(),
  /** The dashboard version of the brand. */
  version: z.string(),
});
export type ConsoleConfig = z.infer<typeof consoleConfigSchema>;

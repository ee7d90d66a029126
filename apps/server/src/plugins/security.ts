/**
 * Security headers. The console's documents and files get @fastify/helmet with a CSP that lets the
 * console work: its own scripts only, antd's inline styles, socket.io over ws/wss, images from
 * data:/blob:/https:, and the origins it must reach (Sentry, a separate maintenance host, an
 * absolute internet-check URL). API answers (JSON, never rendered) get a fixed strict set computed
 * once, so the hot paths do not rebuild helmet's policy on every call.
 */
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export interface SecurityOptions {
  publicUrl: string;
  maintenanceHost?: string | undefined;
  sentryDsn?: string | undefined;
  internetCheckUrl: string;
  publicIpUrl?: string | undefined;
}

const originOf = (url: string | undefined): string[] => {
  if (!url || !/^https?:\/\//i.test(url)) return [];
  return [new URL(url).origin];
};
const isHttps = (options: SecurityOptions) => options.publicUrl.startsWith('https:');
const HSTS = 'max-age=15552000; includeSubDomains';

/** `inlineScripts`: CSP source expressions ('sha256-…') of the console document's own inline scripts. */
export function contentSecurityPolicy(options: SecurityOptions, inlineScripts: string[] = []) {
  const connectSrc = new Set(["'self'", 'ws:', 'wss:', ...originOf(options.maintenanceHost),
    ...originOf(options.internetCheckUrl), ...originOf(options.sentryDsn), ...originOf(options.publicIpUrl)]);
  return {
    useDefaults: true,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...inlineScripts],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      mediaSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: [...connectSrc],
      workerSrc: ["'self'", 'blob:'],
      frameAncestors: ["'self'"],
      upgradeInsecureRequests: isHttps(options) ? [] : null,
    },
  };
}

/** For the encapsulated context that serves the console. */
export async function registerConsoleSecurity(app: FastifyInstance, options: SecurityOptions, inlineScripts: string[] = []): Promise<void> {
  const config: FastifyHelmetOptions = {
    contentSecurityPolicy: contentSecurityPolicy(options, inlineScripts),
    strictTransportSecurity: isHttps(options) ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  };
  await app.register(helmet, config);
}

/**
 * JSON is never rendered or framed: the REST minimum (no sniffing, no framing, nothing loaded) is
 * enough, and every header costs on the hottest calls (token/verify is benchmarked).
 */
export function apiSecurityHeaders(options: SecurityOptions): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    ...(isHttps(options) ? { 'strict-transport-security': HSTS } : {}),
  };
}

/**
 * The console's hashed scripts and style sheets: no sniffing (a script must be served as one), not
 * loadable by other origins, HSTS on https. Document-only headers stay off (web-static.ts).
 */
export function assetSecurityHeaders(options: SecurityOptions): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'same-origin',
    ...(isHttps(options) ? { 'strict-transport-security': HSTS } : {}),
  };
}

/** For the encapsulated context that holds the API routes. */
export function useApiSecurityHeaders(app: FastifyInstance, options: SecurityOptions): void {
  const headers = apiSecurityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

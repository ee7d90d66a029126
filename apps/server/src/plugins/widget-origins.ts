/**
 * Which web pages may talk to this server from a browser (issue 20, finding 8).
 *
 * - The widget (/webchat, widget.js): pages of this server itself (the demo site; PUBLIC_URL's origin, or the
 *   host the request reached), the deployment's WIDGET_ORIGINS and the origins the brands list in Members ›
 *   Configuration. The brands' lists are read through a short cache that a save clears at once; other
 *   instances see a change within `ttlMs`.
 * - Staff (the console's namespaces): the console is served by this server, so only its own pages.
 * A request without an Origin header is no browser page (socket.io-client in Node, curl, a native app):
 * origins protect browsers' users, so such requests pass and the namespaces' own checks apply.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { EffectiveWidgetOrigins, WidgetOriginSource } from '@switchboard/contracts/members/configuration.schemas';

export interface WidgetOriginsOptions {
  publicUrl: string;
  /** WIDGET_ORIGINS, already normalized. */
  environment: readonly string[];
  /** Every brand's listed origins (the widget is not tied to one brand yet). */
  brandOrigins: () => Promise<readonly string[]>;
  ttlMs?: number;
}

interface RequestLike {
  headers: IncomingHttpHeaders;
}

const originOf = (headers: IncomingHttpHeaders): string | undefined => {
  const origin = headers.origin;
  return typeof origin === 'string' && origin !== '' ? origin : undefined;
};

/** The page was served by this server under the name the request used (Host), e.g. the demo site at 127.0.0.1. */
function sameHost(origin: string, headers: IncomingHttpHeaders): boolean {
  try {
    return headers.host !== undefined && new URL(origin).host === headers.host.toLowerCase();
  } catch {
    return false;
  }
}

export class WidgetOrigins {
  readonly ownOrigin: string;
  private readonly ttlMs: number;
  private cached: { at: number; origins: Promise<Set<string>> } | undefined;

  constructor(private readonly options: WidgetOriginsOptions) {
    this.ownOrigin = new URL(options.publicUrl).origin;
    this.ttlMs = options.ttlMs ?? 30_000;
  }

  /** After a brand saves its list: the next request reads it again. */
  invalidate(): void {
    this.cached = undefined;
  }

  /** Every origin the widget may run on (this server's own, the deployment's, the brands'). */
  private allowed(): Promise<Set<string>> {
    const now = Date.now();
    if (!this.cached || now - this.cached.at > this.ttlMs) {
      const origins = this.options.brandOrigins().then(
        (brand) => new Set([this.ownOrigin, ...this.options.environment, ...brand]),
        // The database being unreachable must not open the door: fall back to the static list, retry next time.
        () => {
          this.cached = undefined;
          return new Set([this.ownOrigin, ...this.options.environment]);
        },
      );
      this.cached = { at: now, origins };
    }
    return this.cached.origins;
  }

  /** A page from this origin may embed the widget. */
  async allowsWidget(request: RequestLike): Promise<boolean> {
    const origin = originOf(request.headers);
    if (origin === undefined) return true;
    return this.allowsStaff(request) || (await this.allowed()).has(origin);
  }

  /** The console's own pages (and clients without an Origin). */
  allowsStaff(request: RequestLike): boolean {
    const origin = originOf(request.headers);
    return origin === undefined || origin === this.ownOrigin || sameHost(origin, request.headers);
  }

  /** The origin to answer in Access-Control-Allow-Origin, or null (no CORS for this request). */
  async corsOrigin(request: RequestLike): Promise<string | null> {
    const origin = originOf(request.headers);
    return origin !== undefined && (await this.allowsWidget(request)) ? origin : null;
  }

  /** What the configuration screen shows: each allowed origin with where it comes from. */
  effective(brandList: readonly string[]): EffectiveWidgetOrigins {
    const entries = new Map<string, WidgetOriginSource[]>();
    const add = (origin: string, source: WidgetOriginSource) => entries.set(origin, [...(entries.get(origin) ?? []), source]);
    add(this.ownOrigin, 'publicUrl');
    this.options.environment.forEach((origin) => add(origin, 'environment'));
    brandList.forEach((origin) => add(origin, 'brand'));
    return [...entries].map(([origin, sources]) => ({ origin, sources }));
  }
}

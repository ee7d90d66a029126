/**
 * The embed's settings, from its script tag:
 *   <script src="https://chat.example.com/widget/widget.js" data-server="" data-title="Demo Brand" async></script>
 * data-server: the Switchboard server's origin; "" means the page's own origin; without the attribute,
 * the origin the script was loaded from. data-title: the brand name in the header (default "Chat").
 * data-site: the site's key in the brand's widget sites: new customers carry its bifurcation values (region…).
 */
export interface EmbedConfig {
  server: string;
  title: string;
  site?: string;
}

export function readConfig(script: HTMLScriptElement | null): EmbedConfig {
  const data = script?.dataset ?? {};
  let server = data.server;
  if (server === undefined) {
    try {
      server = script?.src ? new URL(script.src, location.href).origin : '';
    } catch {
      server = '';
    }
  }
  const site = data.site?.trim();
  return { server: server.trim().replace(/\/+$/, ''), title: data.title?.trim() || 'Chat', ...(site ? { site } : {}) };
}

/** The tag that loaded the widget (currentScript is set for classic scripts, async included). */
export function findScript(): HTMLScriptElement | null {
  const current = document.currentScript;
  if (current instanceof HTMLScriptElement) return current;
  return document.querySelector<HTMLScriptElement>('script[src*="widget.js"][data-title], script[src*="/widget/widget.js"]');
}

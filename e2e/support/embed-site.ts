// A brand's own website on another origin (a port of its own on 127.0.0.1): one page that embeds the widget with its
// one script tag, loaded from the Switchboard server, as a brand would paste it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface EmbedSite {
  /** The site's origin, e.g. http://127.0.0.1:41234 (another origin than the server's: the port differs). */
  origin: string;
  close(): Promise<void>;
}

const page = (serverUrl: string, title: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${title}</title></head>
<body>
  <main><h1>${title}</h1><p>Opening hours, our products, and a chat in the corner.</p></main>
  <script src="${serverUrl}/widget/widget.js" data-title="${title}" async></script>
</body>
</html>`;

export async function startEmbedSite(serverUrl: string, title: string): Promise<EmbedSite> {
  const server: Server = createServer((request, response) => {
    if (request.url !== '/') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(serverUrl, title));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

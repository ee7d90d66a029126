// Serves the baseline page (a built folder) the way the product serves the console: the brotli or
// gzip copy written at build time when the browser accepts it, index.html for any other path.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html', '.svg': 'image/svg+xml' };

const CODINGS = [['br', '.br'], ['gzip', '.gz']] as const;

const isFile = (path: string) => stat(path).then((stats) => stats.isFile(), () => false);

export async function serveFolder(root: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    void (async () => {
      const path = normalize(decodeURIComponent((request.url ?? '/').split('?')[0]!)).replace(/^[/\\]+/, '');
      const file = path && !path.startsWith('..') && (await isFile(join(root, path))) ? join(root, path) : join(root, 'index.html');
      const accepted = String(request.headers['accept-encoding'] ?? '');
      const coding = CODINGS.find(([name]) => accepted.includes(name));
      const copy = coding && (await isFile(`${file}${coding[1]}`)) ? coding : undefined;
      response.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        vary: 'accept-encoding',
        ...(copy ? { 'content-encoding': copy[0] } : {}),
      });
      createReadStream(copy ? `${file}${copy[1]}` : file).pipe(response);
    })();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(() => done())) };
}

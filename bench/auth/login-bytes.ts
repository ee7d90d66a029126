// Bytes of JS + CSS (gzip) that a browser fetches to paint /auth/login, against the smallest React
// page that renders a form, both built by Vite in this run. Goal: at most 250 KB.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { launchBrowser } from '@switchboard/e2e/support/chromium';
import { printRows } from '../support/report';
import { repoRoot, startServer } from '@switchboard/e2e/support/server';

const gzipBytes = (path: string) => gzipSync(readFileSync(path)).length;

function assetsIn(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? assetsIn(path) : /\.(js|css)$/.test(name) ? [path] : [];
  });
}

async function baselineBytes(): Promise<number> {
  const outDir = join(repoRoot, 'bench/.results/react-hello');
  await build({ root: join(repoRoot, 'bench/fixtures/react-hello'), plugins: [react()], logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  return assetsIn(outDir).reduce((sum, path) => sum + gzipBytes(path), 0);
}

async function loginPaintBytes(): Promise<{ bytes: number; files: number }> {
  const dist = join(repoRoot, 'apps/web/dist');
  await build({ root: join(repoRoot, 'apps/web'), logLevel: 'warn' });
  const server = await startServer({});
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const paths = new Set<string>();
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet') paths.add(new URL(response.url()).pathname);
    });
    await page.goto(`${server.url}/auth/login`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    const bytes = [...paths].reduce((sum, path) => sum + gzipBytes(join(dist, path)), 0);
    return { bytes, files: paths.size };
  } finally {
    await browser.close();
    await server.stop();
  }
}

export async function run(): Promise<boolean> {
  const baseline = await baselineBytes();
  const login = await loginPaintBytes();
  console.log(`(/auth/login paints with ${login.files} JS/CSS files)`);
  return printRows('Console paint cost: /auth/login', [
    { name: 'JS+CSS gzip to paint /auth/login', value: login.bytes / 1024, baseline: baseline / 1024, unit: 'KB', goal: { absolute: 250 } },
  ]);
}

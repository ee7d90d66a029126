// Lighthouse (a dev dependency of bench/ only) against Debian's Chromium, started here with a remote
// debugging port and its own profile. A page behind sign-in is measured signed in: the session is
// made in that profile first, and Lighthouse's storage reset clears the HTTP cache and service
// workers but keeps cookies and localStorage (its default clearStorageTypes), so every run is a
// cold load of a signed-in member.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { freePort } from '@switchboard/e2e/support/server';

export type Preset = 'mobile' | 'desktop';

export interface LighthouseFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ATTEMPTS = 3;

async function waitForDevTools(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Chromium exited with code ${child.exitCode}`);
    const ready = await fetch(`http://127.0.0.1:${port}/json/version`).then((answer) => answer.ok, () => false);
    if (ready) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('Chromium opened no DevTools port within 30 s');
}

export interface LighthouseBrowser {
  /** Signs in through the console's form in this browser's profile. */
  signIn: (baseUrl: string, email: string, password: string) => Promise<void>;
  measure: (url: string, preset: Preset) => Promise<LighthouseFigures>;
  close: () => Promise<void>;
}

export async function launchForLighthouse(): Promise<LighthouseBrowser> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'switchboard-lighthouse-'));
  const child = spawn(CHROMIUM, [
    '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update',
    '--disable-sync', '--no-first-run', '--no-default-browser-check', `--user-data-dir=${profile}`, `--remote-debugging-port=${port}`, 'about:blank',
  ], { stdio: 'ignore' });
  await waitForDevTools(port, child).catch((error: unknown) => {
    child.kill('SIGKILL');
    throw error;
  });
  return {
    async signIn(baseUrl, email, password) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
      try {
        const page = await browser.contexts()[0]!.newPage();
        await page.goto(`${baseUrl}/auth/login`);
        await page.getByLabel('E-mail').fill(email);
        await page.getByLabel('Password').fill(password);
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.waitForURL((next) => !next.pathname.startsWith('/auth'), { timeout: 60_000 });
        await page.close();
      } finally {
        await browser.close(); // connected over CDP: this only disconnects
      }
    },
    async measure(url, preset) {
      // A run now and then fails to record its trace (NO_NAVSTART, on a busy machine): it is run again.
      let lhr: Result | undefined;
      for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
        const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
          preset === 'desktop' ? desktopConfig : undefined);
        lhr = result?.lhr;
        if (lhr && !lhr.runtimeError) break;
        if (attempt === ATTEMPTS) throw new Error(`Lighthouse on ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
      }
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      return {
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: audit('largest-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
      };
    },
    close: () =>
      new Promise((done) => {
        const finish = () => {
          rmSync(profile, { recursive: true, force: true });
          done();
        };
        if (child.exitCode !== null) return finish();
        child.once('exit', finish);
        child.kill('SIGTERM');
      }),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** Each figure's median over `runs` runs (as the issue measured: 3). */
export async function medianOf(runs: number, measure: () => Promise<LighthouseFigures>): Promise<LighthouseFigures> {
  const results: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i += 1) results.push(await measure());
  return {
    score: median(results.map((r) => r.score)),
    lcpMs: median(results.map((r) => r.lcpMs)),
    tbtMs: median(results.map((r) => r.tbtMs)),
    cls: median(results.map((r) => r.cls)),
  };
}

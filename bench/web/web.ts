// The console on a phone and a slow network (issue 22): for each route, a cold load's JS/CSS files,
// requests and bytes on the wire (brotli where the browser accepts it), counted by Chromium, and
// Lighthouse's mobile and desktop score, LCP, TBT and CLS (medians of BENCH_WEB_RUNS runs, default 3),
// against the smallest React page that renders a form, built, compressed and served the same way in
// this run. Signed-in pages are loaded as admin@demo.brand. Set BENCH_WEB_SKIP_BUILD=1 to measure
// the console already in apps/web/dist, BENCH_WEB_DIST=<folder> to measure another build of it (an
// earlier commit's, for a before/after), BENCH_WEB_LIGHTHOUSE=0 to count bytes only, BENCH_WEB_DETAILS=1
// to list every request of each cold load. Then in-app navigations from the dashboard (navigation.ts).
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import type { Page } from 'playwright-core';
import { build } from 'vite';
import { launchBrowser } from '@switchboard/e2e/support/chromium';
import { repoRoot, startServer } from '@switchboard/e2e/support/server';
// eslint-disable-next-line no-restricted-imports -- scripts/ is no package: the build's compression step lives there
import { compressAssets } from '../../scripts/compress-assets.mjs';
import { printRows, type Row } from '../support/report';
import type * as LighthouseTools from './lighthouse';
import type { LighthouseFigures, Preset } from './lighthouse';
import { navigationTimes, type NavigationFigures } from './navigation';
import { serveFolder } from './static-server';
import { coldLoad, signedInSession, type WireFigures } from './wire';

/** Each route and what shows once its page has rendered. */
const READY: Record<string, (page: Page) => Promise<unknown>> = {
  '/auth/login': (page) => page.getByRole('button', { name: 'Sign in' }).waitFor(),
  '/': (page) => page.getByText('Live traffic').first().waitFor(),
  '/chats': (page) => page.getByRole('tablist', { name: 'Chat lists' }).waitFor(),
  '/history': (page) => page.getByRole('heading', { name: 'Chat History' }).waitFor(),
  '/botbuilder/workflows': (page) => page.getByRole('heading', { name: 'Workflows', level: 1 }).waitFor(),
};
const ROUTES = Object.keys(READY);
const SIGNED_OUT = '/auth/login';
const ADMIN = { email: 'admin@demo.brand', password: 'Demo@12345' };
const LAPTOP = { width: 1280, height: 800 };
const GOALS = {
  loginKiB: 120,
  signedInKiB: 300,
  requests: 40,
  mobileScore: { login: 80, other: 70 },
  desktopScore: 95,
  cls: 0.1,
  navigationMs: 200,
};
/** The in-app navigations timed (navigation.ts), from the dashboard. */
const HOME = { link: 'Dashboard', heading: 'Dashboard' };
const NAVIGATIONS = [
  { link: 'Chats', heading: 'Chats' },
  { link: 'Chat History', heading: 'Chat History' },
  { link: 'Tickets', heading: 'Tickets' },
  { link: 'Customers', heading: 'Customers' },
];

const kib = (bytes: number) => bytes / 1024;
const ms = (value: number) => `${(value / 1000).toFixed(1)} s`;

async function buildAll(): Promise<string> {
  const webDist = join(repoRoot, 'apps/web/dist');
  if (process.env.BENCH_WEB_SKIP_BUILD !== '1' && !process.env.BENCH_WEB_DIST) {
    await build({ root: join(repoRoot, 'apps/web'), logLevel: 'warn' });
    await compressAssets(webDist);
  }
  const baselineDist = join(repoRoot, 'bench/.results/react-hello-compressed');
  await build({ root: join(repoRoot, 'bench/fixtures/react-hello'), plugins: [react()], logLevel: 'warn', build: { outDir: baselineDist, emptyOutDir: true } });
  await compressAssets(baselineDist);
  return baselineDist;
}

interface Measured {
  wire: WireFigures;
  lighthouse?: Record<Preset, LighthouseFigures>;
}

async function lighthouseAll(serverUrl: string, baselineUrl: string): Promise<Map<string, Record<Preset, LighthouseFigures>> | null> {
  if (process.env.BENCH_WEB_LIGHTHOUSE === '0') return null;
  // Imported on demand: the byte counts run without Lighthouse installed.
  let tools: typeof LighthouseTools;
  try {
    tools = await import('./lighthouse');
  } catch (error) {
    console.log(`(Lighthouse is not available, its figures are left out: ${(error as Error).message})`);
    return null;
  }
  const runs = Number(process.env.BENCH_WEB_RUNS ?? 3);
  const results = new Map<string, Record<Preset, LighthouseFigures>>();
  const measureAll = async (browser: Awaited<ReturnType<typeof tools.launchForLighthouse>>, key: string, url: string) => {
    const mobile = await tools.medianOf(runs, () => browser.measure(url, 'mobile'));
    const desktop = await tools.medianOf(runs, () => browser.measure(url, 'desktop'));
    results.set(key, { mobile, desktop });
  };
  // Signed out first (the sign-in page), then the same profile signs in for the other pages.
  const browser = await tools.launchForLighthouse();
  try {
    await measureAll(browser, 'baseline', baselineUrl);
    await measureAll(browser, SIGNED_OUT, `${serverUrl}${SIGNED_OUT}`);
    await browser.signIn(serverUrl, ADMIN.email, ADMIN.password);
    for (const route of ROUTES) if (route !== SIGNED_OUT) await measureAll(browser, route, `${serverUrl}${route}`);
  } finally {
    await browser.close();
  }
  return results;
}

function printTable(measured: Map<string, Measured>): void {
  console.log('\n## Console cold loads (the issue\'s table)');
  console.log('| route | desktop score / LCP | mobile score / LCP / TBT / CLS | cold load: JS/CSS files, raw KiB, wire KiB, requests |');
  console.log('|---|---|---|---|');
  for (const [route, { wire, lighthouse }] of measured) {
    const desktop = lighthouse ? `${lighthouse.desktop.score} / ${ms(lighthouse.desktop.lcpMs)}` : 'n/a';
    const mobile = lighthouse
      ? `${lighthouse.mobile.score} / ${ms(lighthouse.mobile.lcpMs)} / ${lighthouse.mobile.tbtMs.toFixed(0)} ms / ${lighthouse.mobile.cls.toFixed(3)}`
      : 'n/a';
    console.log(`| ${route} | ${desktop} | ${mobile} | ${wire.files}, ${kib(wire.rawBytes).toFixed(0)}, ${kib(wire.wireBytes).toFixed(0)}, ${wire.requests} |`);
  }
}

function goalRows(measured: Map<string, Measured>, baseline: Measured): Row[] {
  const rows: Row[] = [];
  for (const [route, { wire, lighthouse }] of measured) {
    if (route === 'baseline') continue;
    const login = route === SIGNED_OUT;
    rows.push(
      { name: `${route}: bytes on the wire`, value: kib(wire.wireBytes), baseline: kib(baseline.wire.wireBytes), unit: 'KiB', goal: { absolute: login ? GOALS.loginKiB : GOALS.signedInKiB } },
      { name: `${route}: requests`, value: wire.requests, baseline: baseline.wire.requests, unit: '', goal: { absolute: GOALS.requests } },
    );
    const base = baseline.lighthouse;
    if (!lighthouse || !base) continue;
    const mobileGoal = login ? GOALS.mobileScore.login : GOALS.mobileScore.other;
    rows.push(
      { name: `${route}: Lighthouse mobile`, value: lighthouse.mobile.score, baseline: base.mobile.score, unit: '', goal: { absolute: mobileGoal, higherIsBetter: true } },
      { name: `${route}: Lighthouse desktop`, value: lighthouse.desktop.score, baseline: base.desktop.score, unit: '', goal: { absolute: GOALS.desktopScore, higherIsBetter: true } },
      { name: `${route}: CLS mobile`, value: lighthouse.mobile.cls, baseline: Math.max(base.mobile.cls, 1e-3), unit: '', goal: { absolute: GOALS.cls } },
      { name: `${route}: CLS desktop`, value: lighthouse.desktop.cls, baseline: Math.max(base.desktop.cls, 1e-3), unit: '', goal: { absolute: GOALS.cls } },
    );
  }
  return rows;
}

export async function run(): Promise<boolean> {
  const baselineDist = await buildAll();
  const server = await startServer(process.env.BENCH_WEB_DIST ? { WEB_DIST: process.env.BENCH_WEB_DIST } : {});
  const baselineSite = await serveFolder(baselineDist);
  const measured = new Map<string, Measured>();
  let navigation: { baselineMs: number; figures: NavigationFigures[] } | null = null;
  try {
    const browser = await launchBrowser();
    try {
      const session = await signedInSession(browser, server.url, ADMIN.email, ADMIN.password);
      measured.set('baseline', { wire: await coldLoad(browser, baselineSite.url, undefined, LAPTOP, (page) => page.getByRole('button', { name: 'Sign in' }).waitFor()) });
      for (const route of ROUTES) {
        const wire = await coldLoad(browser, `${server.url}${route}`, route === SIGNED_OUT ? undefined : session, LAPTOP, READY[route]!);
        if (wire.errors.length > 0) console.log(`(${route} threw: ${wire.errors.join(' | ')})`);
        measured.set(route, { wire });
      }
      navigation = await navigationTimes(browser, server.url, session, HOME, NAVIGATIONS);
    } finally {
      await browser.close();
    }
    const lighthouse = await lighthouseAll(server.url, baselineSite.url);
    for (const [key, figures] of lighthouse ?? []) {
      const entry = measured.get(key);
      if (entry) entry.lighthouse = figures;
    }
  } finally {
    await baselineSite.close();
    await server.stop();
  }
  const encodings = new Set([...measured.values()].flatMap(({ wire }) => [...wire.encodings]));
  console.log(`\n(JS/CSS content-encodings seen: ${[...encodings].join(', ')}; load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores)`);
  if (process.env.BENCH_WEB_DETAILS === '1') {
    for (const [route, { wire }] of measured) {
      console.log(`\n${route}:`);
      for (const { path, wireBytes } of wire.details.sort((a, b) => b.wireBytes - a.wireBytes)) console.log(`  ${(wireBytes / 1024).toFixed(1).padStart(7)} KiB  ${path}`);
    }
  }
  const chats = measured.get('/chats')?.wire.details ?? [];
  console.log(`(/chats fetched the rich-text editor on a cold load with no chat open: ${chats.some(({ path }) => path.includes('rich-text-editor')) ? 'YES' : 'no'})`);
  printTable(measured);
  const baseline = measured.get('baseline')!;
  const loads = printRows('Console cold loads against the smallest React page (baseline), goals of issue 22', goalRows(measured, baseline));
  return printRows('In-app navigation from the menu to the page shown, against a click that changes no page (baseline)', navigationRows(navigation)) && loads;
}

function navigationRows(navigation: { baselineMs: number; figures: NavigationFigures[] } | null): Row[] {
  if (!navigation) return [];
  const baseline = Math.max(navigation.baselineMs, 1);
  return navigation.figures.flatMap(({ link, firstMs, againMs }) => [
    { name: `${link}: first visit`, value: firstMs, baseline, unit: 'ms', goal: { absolute: GOALS.navigationMs } },
    { name: `${link}: again`, value: againMs, baseline, unit: 'ms', goal: { absolute: GOALS.navigationMs } },
  ]);
}

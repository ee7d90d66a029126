// Layout shift (issue 22): the dashboard and chat history do not move when their data arrives. Every
// layout-shift entry of the load (a PerformanceObserver installed before the page's own scripts, buffered)
// that no input caused is summed, as Lighthouse's CLS does for a page that loads and is left alone; each
// page must stay under 0.1 on a phone-wide and a laptop-wide window.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signedInAt } from './support/browser';
import { resolveOpenChat } from './support/chats';
import { customerAskingForAgent } from './support/customer';

const WINDOWS = { phone: { width: 390, height: 844 }, laptop: { width: 1280, height: 800 } } as const;
const CLS_LIMIT = 0.1;
/** After the data showed: time for a late answer (the hours series, the filter choices) to land. */
const SETTLE_MS = 1_500;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

interface Shift {
  value: number;
  /** What moved: tag, class and a little text of each source node, to say what to fix. */
  sources: string[];
}

/** Runs in the page before its scripts: keeps every layout shift without recent input. */
function recordLayoutShifts() {
  const shifts: { value: number; sources: string[] }[] = [];
  (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
  type ShiftEntry = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
  const describe = (node: Node | null | undefined) => {
    if (!(node instanceof Element)) return node?.nodeName ?? '?';
    return `${node.tagName.toLowerCase()}.${Array.from(node.classList).slice(0, 2).join('.')} "${(node.textContent ?? '').trim().slice(0, 40)}"`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as ShiftEntry[]) {
      if (!entry.hadRecentInput) shifts.push({ value: entry.value, sources: (entry.sources ?? []).map((source) => describe(source.node)) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * Signs in, then loads `path` afresh, with the recorder in place and an empty HTTP cache (as a first visit, when
 * the page's files arrive one by one), and waits for `loaded` and a moment more.
 */
async function shiftsOf(path: string, window: keyof typeof WINDOWS, loaded: (page: Page) => Promise<unknown>): Promise<Shift[]> {
  const page = await signedInAt(browser, 'admin@demo.brand', path, { viewport: WINDOWS[window] });
  await page.context().addInitScript(recordLayoutShifts);
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Network.clearBrowserCache');
  await devtools.detach();
  await page.goto(path);
  await loaded(page);
  await page.waitForTimeout(SETTLE_MS);
  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);
  await page.context().close();
  return shifts;
}

const total = (shifts: Shift[]) => shifts.reduce((sum, shift) => sum + shift.value, 0);

/** The dashboard's numbers have arrived: the live chart is drawn and the last hours are in. */
const dashboardLoaded = async (page: Page) => {
  await page.getByRole('img', { name: /^Live traffic\. Latest/ }).waitFor();
  await page.getByText(/^Last \d+ hours/).waitFor();
};
/** The history list has its chats. */
const historyLoaded = (page: Page) => page.getByRole('list', { name: 'Chats' }).getByRole('button').first().waitFor();
/** The chat lists are in and the counters and availability have arrived. */
const chatsLoaded = async (page: Page) => {
  await page.locator('[role="tabpanel"][aria-busy="false"]').waitFor();
  await page.locator('[aria-label="Live chat counters"][aria-busy="false"]').waitFor();
  await page.getByText(/^(Accepting|Not accepting) chats$/).waitFor();
};

describe.each(Object.keys(WINDOWS) as (keyof typeof WINDOWS)[])('a %s-wide window: nothing moves as the data arrives', (window) => {
  it('on the dashboard (the live counters, the live traffic card and the last hours keep their places)', async () => {
    const shifts = await shiftsOf('/', window, dashboardLoaded);
    expect(total(shifts), JSON.stringify(shifts, null, 1)).toBeLessThan(CLS_LIMIT);
  });

  it('on chat history (the "Select a chat to read it" panel keeps its place beside or below the list)', async () => {
    const shifts = await shiftsOf('/history', window, historyLoaded);
    expect(total(shifts), JSON.stringify(shifts, null, 1)).toBeLessThan(CLS_LIMIT);
  });

  it('on /chats (the availability switch and the counters hold their places above the tabs and the list)', async () => {
    const shifts = await shiftsOf('/chats', window, chatsLoaded);
    expect(total(shifts), JSON.stringify(shifts, null, 1)).toBeLessThan(CLS_LIMIT);
  });
});

describe('the composer on /chats (its editor is a chunk of its own, fetched when a chat opens)', () => {
  it('has the editor’s size while the editor loads, on a phone-wide and a laptop-wide window', async () => {
    const agent = await signedInAt(browser, 'agent@demo.brand', '/chats', { viewport: WINDOWS.phone });
    await agent.getByRole('tablist', { name: 'Chat lists' }).waitFor();
    // The editor's files are held back until the stand-in has been measured.
    let release = () => {};
    const released = new Promise<void>((resolve) => { release = resolve; });
    await agent.route(/\/assets\/rich-text-editor-[\w-]+\.(js|css)$/, async (route) => {
      await released;
      await route.continue();
    });
    const { name } = await customerAskingForAgent(browser);
    await agent.getByRole('tab', { name: /^Pending ?, \d+ chats?$/ }).click();
    await agent.getByRole('option', { name }).click();
    await agent.getByRole('toolbar', { name: 'Chat actions' }).getByRole('button', { name: 'Accept' }).click();

    const editor = agent.locator('.sb-rich-editor');
    const size = async () => {
      const box = await editor.boundingBox();
      return box && { width: Math.round(box.width), height: Math.round(box.height) };
    };
    await agent.getByTestId('rich-text-placeholder').waitFor();
    const standIn = { phone: await size(), laptop: { width: 0, height: 0 } as Awaited<ReturnType<typeof size>> };
    await agent.setViewportSize(WINDOWS.laptop);
    standIn.laptop = await size();

    release();
    await agent.getByRole('textbox', { name: 'Message to the customer' }).waitFor();
    await agent.getByTestId('rich-text-placeholder').waitFor({ state: 'detached' });
    const loaded = { laptop: await size(), phone: { width: 0, height: 0 } as Awaited<ReturnType<typeof size>> };
    await agent.setViewportSize(WINDOWS.phone);
    await expect.poll(async () => (await size())?.width).toBe(standIn.phone?.width);
    loaded.phone = await size();
    expect(loaded).toEqual(standIn);

    await resolveOpenChat(agent);
    await agent.context().close();
  });
});

describe('a cold signed-in load (the page’s files are asked for at start-up, not once the console has run)', () => {
  it('fetches the history page’s code while the console’s own code is still on its way', async () => {
    const page = await signedInAt(browser, 'admin@demo.brand', '/history', { viewport: WINDOWS.phone });
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Network.clearBrowserCache');
    await devtools.detach();
    // The console's code (the App chunk) is held back: before issue 22's preloads nothing asked for the page until it ran.
    let release = () => {};
    const released = new Promise<void>((resolve) => { release = resolve; });
    await page.route(/\/assets\/app-[\w-]{8}\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    const pageCode = page.waitForRequest(/\/assets\/history-page-[\w-]{8}\.js$/);
    await page.goto('/history', { waitUntil: 'commit' });
    await pageCode;
    release();
    await historyLoaded(page);
    await page.context().close();
  });
});

describe('antd’s CSS in a build (it travels in the chunks that draw it, vite/antd-static-styles.ts)', () => {
  it('styles the components of a cold signed-in load with no stylesheet of antd’s own, before the console’s CSS', async () => {
    const page = await signedInAt(browser, 'admin@demo.brand', '/history', { viewport: WINDOWS.laptop });
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
    });
    await page.goto('/history');
    await historyLoaded(page);
    const styled = await page.evaluate(() => {
      const style = (selector: string) => {
        const element = document.querySelector(selector);
        return element ? getComputedStyle(element) : null;
      };
      const antd = Array.from(document.querySelectorAll('style[data-antd]'));
      const consoleCss = document.querySelector('link[rel="stylesheet"]');
      return {
        groups: antd.length,
        // The page's title (antd's Typography, pages' chunk): antd's weight, not the browser's bold for a heading; the
        // filters' selects, search box (components/filter-select.tsx, search-box.tsx), date range (date-range-field.tsx)
        // and the side menu's entries: the console's own CSS.
        titleWeight: style('h1.ant-typography')?.fontWeight,
        selectBorder: style('.sb-combo')?.borderTopStyle,
        searchBorder: style('.sb-search .sb-input')?.borderTopStyle,
        dateRangeBorder: style('.sb-date-range')?.borderTopStyle,
        menuItemPadding: style('.sb-menu__item')?.paddingLeft,
        antdFirst: consoleCss !== null && antd.every((node) => Boolean(node.compareDocumentPosition(consoleCss) & Node.DOCUMENT_POSITION_FOLLOWING)),
      };
    });
    expect(stylesheets.filter((path) => /antd/.test(path))).toEqual([]);
    expect(styled.groups).toBeGreaterThan(1);
    expect(styled.titleWeight).toBe('600');
    expect(styled.selectBorder).toBe('solid');
    expect(styled.searchBorder).toBe('solid');
    expect(styled.dateRangeBorder).toBe('solid');
    expect(styled.menuItemPadding).not.toBe('0px');
    expect(styled.antdFirst).toBe(true);
    await page.context().close();
  });
});

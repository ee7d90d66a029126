/**
 * Console build. The sign-in screen paints with React, the schemas and its own plain form only (main.tsx
 * shows it alone on a cold start: no router, no antd); pages are lazy routes, heavy libraries load on
 * demand (Sentry only with a DSN, socket.io after sign-in), and the framework libraries sit in
 * long-lived vendor chunks. antd is grouped by who needs it (the signed-in shell, most pages, table
 * pages), so a cold load over HTTP/1.1 fetches a few files instead of one per component (issue 22:
 * 79–105 JS files). In dev, API calls are proxied to the server on :8080.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { antdPartsLeftOut } from './vite/antd-parts-left-out.ts';
import { antdStaticStyles } from './vite/antd-static-styles.ts';
import { consoleCommon } from './vite/console-common.ts';
import { lazyContractSchemasPlugin } from './vite/lazy-contract-schemas.ts';
import { routePreloadsPlugin } from './vite/route-preloads.ts';

const SERVER = process.env.SWITCHBOARD_SERVER_URL ?? 'http://localhost:8080';
const src = fileURLToPath(new URL('./src', import.meta.url));

/** /users is also a console page (customers): only non-page requests go to the server. */
const apiOnly: ProxyOptions = {
  target: SERVER,
  changeOrigin: true,
  bypass: (req) => (req.method === 'GET' && (req.headers.accept ?? '').includes('text/html') ? req.url : undefined),
};

/** See the 'start' group. */
const START = new RegExp([
  /node_modules[\\/](zod|zustand|js-cookie)[\\/]|vite[\\/]preload-helper/,
  /packages[\\/]contracts[\\/]src[\\/](routes|permissions|roles|common[\\/][\w.-]+|auth[\\/][\w.-]+)\.ts$/,
  /src[\\/](config[\\/][\w-]+|lib[\\/](session[\\/][\w-]+|connectivity[\\/]connectivity-store|lazy-schema|dates[\\/]browser-time-zone))\.ts$/,
].map((part) => part.source).join('|'));

/** The console's modules every signed-in page runs beside the lazy shell (vite/console-common.ts). */
const common = consoleCommon(src, (id) => START.test(id), [fileURLToPath(new URL('../../packages/contracts/src', import.meta.url))]);

const vendor = (name: string, test: RegExp, priority: number) => ({ name, test, priority });
/** antd's components by folder (node_modules/antd/es/<folder>/), with what they import themselves. */
const antdParts = (folders: string[]) => new RegExp(`node_modules[\\\\/]antd[\\\\/]es[\\\\/](${folders.join('|')})[\\\\/]`);
/**
 * antd's base, which every antd component needs (theme, config provider, shared parts and the locale's date texts,
 * which antd's en_US locale imports), with what the signed-in shell itself draws through antd: buttons and the
 * maintenance notice. Toasts (antd's message) load with their first use (lib/feedback; notices are the console's own):
 * a group would put them in this file, which every page fetches, whether they show or not. The shell's menu, header
 * selects, user menu and drawer are plain elements (app/shell): antd's Menu, Select, Dropdown and Drawer were 49 KiB
 * of a page's first load before it drew anything.
 */
const ANTD_SHELL = antdParts(['_util', 'config-provider', 'locale', 'theme', 'style', 'version', 'button', 'flex', 'alert',
  '(?:date-picker|calendar|time-picker|color-picker)[\\\\/]locale']);
/**
 * What lists, /chats and /history draw beside the shell (texts, tags, skeletons; Typography's tooltip, with the popup
 * engine, loads the first time a text shows one: vite/antd-parts-left-out.ts), with the watermark's context and the
 * focus hook, which Modal and Drawer share.
 */
const ANTD_PAGES = new RegExp([
  antdParts(['typography', 'tag', 'skeleton', 'watermark']).source,
  // The window-width hook of antd's grid, which Avatar reads too: /chats' avatars fetched the layout group for it.
  /node_modules[\\/]antd[\\/]es[\\/](grid[\\/]hooks[\\/]useBreakpoint|_util[\\/]responsiveObserver)\.js$/.source,
  /node_modules[\\/]antd[\\/]es[\\/]drawer[\\/]useFocusable\.js$/.source,
].join('|'));
/**
 * Cards, grids and figures: the dashboard's and reports' layout. In the pages' group they were 8 KiB (brotli) of
 * /chats' and /history's cold loads, which draw none of them (the chat-offer notice's card loads with the first offer).
 */
const ANTD_LAYOUT = antdParts(['card', 'grid', 'row', 'col', 'space', 'statistic', 'segmented']);
/**
 * The small parts of lists' and /chats' first paint the dashboard does not draw (the availability switch, the chat
 * list's avatars, the figures' popover, tooltips, badges, spinners, empty states): in the pages' group they were 12 KiB
 * (brotli) of the dashboard's cold load (issue 22, session 28: / 308 → 299 KiB; the pages that draw them fetch one more file).
 */
const ANTD_LISTS = antdParts(['tooltip', 'popover', 'badge', 'divider', 'spin', 'empty', 'switch', 'avatar']);
/** The controls of lists' and filter bars' first paint: search boxes, selects, a row's confirm, a table's selection boxes. */
const ANTD_INPUTS = antdParts(['input', 'select', 'popconfirm', 'checkbox', 'radio']);
/**
 * What forms and dialogs add: editor pages, and the dialogs of list pages, which load them when opened (a page whose
 * first paint needs none of it does not fetch this file).
 */
const ANTD_FORMS = antdParts(['modal', 'form', 'list', 'descriptions', 'collapse']);
/**
 * Menus, tabs and drawers (the chat's action menu, analytics' export menus, the profile drawer; tabs fold their overflow
 * into a menu): one file for the pages that draw any of them instead of one request each. Tabs here and not with the
 * forms: the menu code they share would otherwise have made every page with a menu or a drawer fetch the forms' file.
 */
const ANTD_EXTRAS = antdParts(['dropdown', 'menu', 'drawer', 'tabs']);
/** antd's Table and what only it uses: most console pages are lists. */
const ANTD_TABLE = antdParts(['table', 'pagination']);

export default defineConfig({
  plugins: [react(), antdPartsLeftOut(), antdStaticStyles(), routePreloadsPlugin(src), lazyContractSchemasPlugin(`${src}/lib/lazy-schema.ts`), common.plugin],
  resolve: { alias: { '@/': `${src}/` } },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/users': apiOnly,
      '/admin': apiOnly,
      '/check_version': { target: SERVER, changeOrigin: true },
      '/scheduleMaintainance': { target: SERVER, changeOrigin: true },
      '/console-config': { target: SERVER, changeOrigin: true },
      '/health': { target: SERVER, changeOrigin: true },
      '/socket.io': { target: SERVER, changeOrigin: true, ws: true },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Written for error reporting and local debugging, never referenced by the served files nor served (web-static.ts).
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 700,
    /** dist/.vite/manifest.json: lets benchmarks follow which chunks a screen needs. */
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            vendor('react', /node_modules[\\/](react|react-dom|scheduler)[\\/]/, 40),
            vendor('router', /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/, 35),
            vendor('query', /node_modules[\\/]@tanstack[\\/]/, 30),
            // What every screen runs first, the sign-in screen included: the schemas' library, the contracts' routes, texts,
            // constants and auth schemas (and what they import), the runtime settings, the session and connectivity stores: one file
            // instead of five.
            vendor('start', START, 30),
            // antd's core (theme engine, shared utilities) is needed by every screen.
            vendor('antd-core', /node_modules[\\/](@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color)|@rc-component[\\/](util|motion|resize-observer)|@babel[\\/]runtime|stylis|@emotion)[\\/]/, 20),
            // Each with the rc-components and icons its folders import (includeDependenciesRecursively).
            vendor('antd-shell', ANTD_SHELL, 18),
            vendor('antd-pages', ANTD_PAGES, 16),
            vendor('antd-layout', ANTD_LAYOUT, 15.9),
            vendor('antd-lists', ANTD_LISTS, 15.8),
            vendor('antd-inputs', ANTD_INPUTS, 15.6),
            vendor('antd-forms', ANTD_FORMS, 15.5),
            vendor('antd-extras', ANTD_EXTRAS, 15),
            vendor('antd-table', ANTD_TABLE, 14),
            // The icons that several pages share, in one file rather than one request of ~1 KiB each (above the table's
            // group: the pager's arrows are the menu's too, and a page with a menu must not fetch the table for them).
            { name: 'icons', test: /node_modules[\\/]@ant-design[\\/]icons(-svg)?[\\/]/, minShareCount: 2, priority: 17 },
            // The other schemas and texts shared with the server (they import only zod): one file for those several pages
            // share, instead of a 1–3 KiB file each.
            // The console's own modules every signed-in page runs beside the lazy shell (vite/console-common.ts).
            { name: 'console', test: common.test, priority: 6 },
            // By feature: in two files, /history fetched the bot builder's, WhatsApp's, testing's and members' schemas with its
            // own (14 → 8 KiB), and a bot-builder list the analytics metrics and WhatsApp's templates with its few (15 KiB
            // for 4). The bot's event and name schemas stay in the base file, which is first (a group takes along what its
            // modules import unless a group before it holds them): history's schemas read them through analytics'. Customers'
            // schemas go with history's, which they import.
            { name: 'contracts', test: /packages[\\/]contracts[\\/]src[\\/](?!bot-builder[\\/](?!(event|bot-builder)\.schemas)|analytics|history|customers|whatsapp|automated-testing|members)/, minShareCount: 3, priority: 5.3 },
            { name: 'contracts-analytics', test: /packages[\\/]contracts[\\/]src[\\/](analytics|history|customers)[\\/]/, minShareCount: 3, priority: 5.2 },
            { name: 'contracts-bot-builder', test: /packages[\\/]contracts[\\/]src[\\/]bot-builder[\\/]/, minShareCount: 3, priority: 5.1 },
            { name: 'contracts-more', test: /packages[\\/]contracts[\\/]/, minShareCount: 3, priority: 4.5 },
          ],
        },
      },
    },
  },
});

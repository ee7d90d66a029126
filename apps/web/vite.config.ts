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
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { antdStaticStyles } from './vite/antd-static-styles.ts';
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
  /src[\\/](config[\\/][\w-]+|lib[\\/](session[\\/][\w-]+|connectivity[\\/]connectivity-store|lazy-schema))\.ts$/,
].map((part) => part.source).join('|'));

const vendor = (name: string, test: RegExp, priority: number) => ({ name, test, priority });
/** antd's components by folder (node_modules/antd/es/<folder>/), with what they import themselves. */
const antdParts = (folders: string[]) => new RegExp(`node_modules[\\\\/]antd[\\\\/]es[\\\\/](${folders.join('|')})[\\\\/]`);
/**
 * What the signed-in shell uses (layout, menu, header, user menu, bifurcation select, notices and dialogs), with antd's
 * shared parts and the locale's date texts (antd's en_US locale imports them): app-shell.tsx and what it imports.
 */
const ANTD_SHELL = antdParts(['_util', 'config-provider', 'locale', 'theme', 'style', 'version', 'app', 'message', 'notification', 'layout',
  'menu', 'dropdown', 'drawer', 'avatar', 'button', 'tooltip', 'flex', 'alert', 'select', 'switch',
  '(?:date-picker|calendar|time-picker|color-picker)[\\\\/]locale']);
/** What most pages use beside the shell: forms, cards, tags, lists. */
const ANTD_PAGES = antdParts(['typography', 'modal', 'form', 'input', 'checkbox', 'radio', 'grid', 'row', 'col', 'space', 'card', 'tabs', 'tag', 'badge', 'skeleton',
  'spin', 'empty', 'segmented', 'statistic', 'divider', 'popover', 'popconfirm', 'list', 'descriptions', 'collapse', 'watermark']);
/** antd's Table and what only it uses: most console pages are lists. */
const ANTD_TABLE = antdParts(['table', 'pagination']);

/**
 * antd's Table imports Tree for its 'tree' filter mode, which no console table uses (no column sets
 * filterMode; lint refuses one): without this, every table page fetched the Tree component (about
 * 15 KiB brotli). Pages that show a Tree (the permission editor) import antd's own as usual.
 */
const TABLE_FILTER = /node_modules[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]FilterDropdown\.js$/;
const NO_TREE = '\0switchboard:table-filter-without-tree';
const tableWithoutTree = (): Plugin => ({
  name: 'switchboard-table-without-tree',
  enforce: 'pre',
  resolveId: (source, importer) => (source === '../../../tree' && importer && TABLE_FILTER.test(importer) ? NO_TREE : null),
  load: (id) => (id === NO_TREE
    ? "export default function Tree() { throw new Error('Table filterMode \\'tree\\' is not built in: see tableWithoutTree in vite.config.ts'); }"
    : null),
});

export default defineConfig({
  plugins: [react(), tableWithoutTree(), antdStaticStyles(), routePreloadsPlugin(src), lazyContractSchemasPlugin(`${src}/lib/lazy-schema.ts`)],
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
            vendor('antd-table', ANTD_TABLE, 14),
            // The icons that several pages share, in one file rather than one request of ~1 KiB each.
            { name: 'icons', test: /node_modules[\\/]@ant-design[\\/]icons(-svg)?[\\/]/, minShareCount: 2, priority: 12 },
            // The other schemas and texts shared with the server (they import only zod): one file for those several pages
            // share, instead of a 1–3 KiB file each.
            { name: 'contracts', test: /packages[\\/]contracts[\\/]/, minShareCount: 3, priority: 5 },
          ],
        },
      },
    },
  },
});

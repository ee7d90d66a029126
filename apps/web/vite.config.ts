/**
 * Console build. The sign-in screen should paint with little JS: pages are lazy routes, heavy
 * libraries load on demand (Sentry only with a DSN, socket.io after sign-in), and the framework
 * libraries sit in long-lived vendor chunks. In dev, API calls are proxied to the server on :8080.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

const SERVER = process.env.SWITCHBOARD_SERVER_URL ?? 'http://localhost:8080';
const src = fileURLToPath(new URL('./src', import.meta.url));

/** /users is also a console page (customers): only non-page requests go to the server. */
const apiOnly: ProxyOptions = {
  target: SERVER,
  changeOrigin: true,
  bypass: (req) => (req.method === 'GET' && (req.headers.accept ?? '').includes('text/html') ? req.url : undefined),
};

const vendor = (name: string, test: RegExp, priority: number) => ({ name, test, priority });

export default defineConfig({
  plugins: [react()],
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
            vendor('zod', /node_modules[\\/]zod[\\/]/, 30),
            // antd's core (theme engine, shared utilities) is needed by every screen; its components
            // stay with the lazy chunks that use them.
            vendor('antd-core', /node_modules[\\/](@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color)|@rc-component[\\/](util|motion|resize-observer)|@babel[\\/]runtime|stylis|@emotion)[\\/]/, 20),
          ],
        },
      },
    },
  },
});

/**
 * One file for the console's own modules that every signed-in page runs (issue 22: ≤ 40 requests on a cold load).
 * The query layer, the shell and the live-chat layer are lazy (the sign-in screen must not fetch them), so the
 * modules they share with the pages (date formatting, the time-zone store, the page title, the viewer…) each
 * became a file of under 1 KiB: about ten requests on every signed-in page. This plugin reads the module graph
 * once it is built and names those modules — reached by static imports from the signed-in roots below, and not
 * from the entry (main.tsx: the sign-in screen's path) — for one code-splitting group (vite.config.ts). Their
 * bytes do not change: every signed-in page loads them anyway.
 */
import type { Plugin } from 'vite';

/**
 * The lazy modules every signed-in page runs (app/router.tsx, app/shell/app-shell.tsx), and the chat-offer panel: lazy so
 * that antd's Card stays off the cold load (offer-notice.tsx), its own modules (the handling clock, the clock hook, the
 * schemas they read) are the ones the live-chat layer and /chats share; out of this file they spread over the shared
 * contracts files and two more requests, which /chats then fetched whole (issue 22).
 */
const ROOTS = ['app/app', 'app/query-layout', 'app/shell/app-shell', 'features/live-chat/components/live-chat-background',
  'features/live-chat/components/offer-panel'];

interface GraphInfo {
  isEntry: boolean;
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}

/** Static closure of `starts` over `info`. */
function closure(starts: string[], info: (id: string) => GraphInfo | null): Set<string> {
  const seen = new Set<string>();
  const stack = [...starts];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const module = info(id);
    if (!module) continue;
    const dynamic = new Set(module.dynamicallyImportedIds);
    stack.push(...module.importedIds.filter((next) => !dynamic.has(next)));
  }
  return seen;
}

/**
 * The console's modules every signed-in page runs and the entry does not, the roots themselves left out. Modules of
 * `alsoFrom` (the contracts' sources) join too: otherwise the few the live-chat layer runs on every page sat in the
 * contracts' shared file, and every page fetched the schemas of analytics, WhatsApp… with them (15 KiB brotli).
 */
export function consoleCommonModules(ids: string[], info: (id: string) => GraphInfo | null, srcDir: string, startModule: (id: string) => boolean,
  alsoFrom: string[] = []): Set<string> {
  const withoutExtension = (id: string) => id.replace(/\.[cm]?[jt]sx?$/, '');
  const roots = ids.filter((id) => ROOTS.some((root) => withoutExtension(id) === `${srcDir}/${root}`));
  const entry = closure(ids.filter((id) => info(id)?.isEntry), info);
  const common = closure(roots, info);
  // The group takes its modules' dependencies along: a module that leads to one the entry runs (other than those the
  // vendor groups hold) would move that one too, and the sign-in screen would fetch this file.
  const entryOwn = (id: string) => entry.has(id) && !id.includes('node_modules') && !startModule(id);
  const dirs = [srcDir, ...alsoFrom].map((dir) => `${dir}/`);
  return new Set([...common].filter((id) => !entry.has(id) && !roots.includes(id) && dirs.some((dir) => id.startsWith(dir))
    && ![...closure([id], info)].some(entryOwn)));
}

/** The plugin, and the group's test (true for a module of that set). */
export function consoleCommon(srcDir: string, startModule: (id: string) => boolean, alsoFrom: string[] = []): { plugin: Plugin; test: (id: string) => boolean } {
  let modules = new Set<string>();
  const plugin: Plugin = {
    name: 'switchboard-console-common',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      modules = consoleCommonModules(ids, (id) => this.getModuleInfo(id), srcDir, startModule, alsoFrom);
    },
  };
  return { plugin, test: (id) => modules.has(id) };
}
